/* newfile: a file that appears under its name only when whole -- written
 * to a temporary name of its own directory, created new (never through a
 * link, never over a file), then published under its final name: new
 * (nothing replaced: moves --write) or over the file it replaces
 * (fixture --in-place).  A run killed mid-file leaves at most a
 * temporary, never a final name holding part of a file. */
#ifndef CARCJUDGE_NEWFILE_H
#define CARCJUDGE_NEWFILE_H

#include <stdio.h>
#include <sys/types.h>

struct newfile {
	int dirfd;		/* the directory, as the caller opened it */
	char tmp[64];		/* the temporary's name in it */
	FILE *f;		/* open for writing, or NULL */
};

/* Opens the directory path ("." for the current one) to create files in,
 * following a link only when follow is set (a name the user gave, not one
 * met on the way).  Returns the descriptor, or -1 with errno set. */
int newfile_dir(const char *path, int follow);

/* Creates a temporary in dirfd, named after stem (".stem.XXXXXX"), with
 * mode (before the umask).  Returns 0, or an errno value. */
int newfile_open(struct newfile *, int dirfd, const char *stem, mode_t mode);

/* Flushes and closes the temporary, every write checked, after fsync
 * when sync is set.  Returns 0, or an errno value (the temporary is then
 * removed). */
int newfile_close(struct newfile *, int sync);

/* Gives the closed temporary the name final in its directory without
 * replacing anything: EEXIST when final exists (the temporary is then
 * removed).  Returns 0, or an errno value. */
int newfile_publish(struct newfile *, const char *final);

/* Renames the closed temporary over final (which it replaces).  Returns
 * 0, or an errno value (the temporary is then removed). */
int newfile_replace(struct newfile *, const char *final);

/* Closes (if open) and removes the temporary: an error path. */
void newfile_discard(struct newfile *);

#endif
