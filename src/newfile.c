/* Files written whole or not at all (newfile.h).  Only POSIX calls, but
 * for renameat2(2) on Linux, whose RENAME_NOREPLACE publishes a file in
 * one step; elsewhere (or on a file system without it) link(2) then
 * unlink(2) does the same in two, and where even hard links are missing
 * (some file systems, the WebAssembly build's) a check then rename(2),
 * which leaves a window a racing writer could use. */
#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/syscall.h>
#endif

#include "newfile.h"

#ifndef O_NOFOLLOW
#define O_NOFOLLOW 0
#endif
#ifndef O_DIRECTORY
#define O_DIRECTORY 0
#endif
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif

int
newfile_dir(const char *path, int follow)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC |
	    (follow ? 0 : O_NOFOLLOW));

	if (fd < 0)
		return -1;
	/* Where O_DIRECTORY is missing, the check it stands for. */
	if (fstat(fd, &st) != 0 || !S_ISDIR(st.st_mode)) {
		close(fd);
		errno = ENOTDIR;
		return -1;
	}
	return fd;
}

int
newfile_open(struct newfile *nf, int dirfd, const char *stem, mode_t mode)
{
	static unsigned long serial;
	int tries, fd;

	nf->dirfd = dirfd;
	nf->f = NULL;
	/* O_EXCL: a name that exists, a link even, is never opened; another
	 * name is tried. */
	for (tries = 0; tries < 100; tries++) {
		snprintf(nf->tmp, sizeof nf->tmp, ".%.32s.%ld-%lu.tmp", stem,
		    (long)getpid(), ++serial);
		fd = openat(dirfd, nf->tmp, O_WRONLY | O_CREAT | O_EXCL |
		    O_NOFOLLOW | O_CLOEXEC, mode);
		if (fd >= 0)
			break;
		if (errno != EEXIST)
			return errno;
	}
	if (fd < 0)
		return EEXIST;
	if ((nf->f = fdopen(fd, "w")) == NULL) {
		int e = errno;

		close(fd);
		unlinkat(dirfd, nf->tmp, 0);
		return e;
	}
	return 0;
}

int
newfile_close(struct newfile *nf, int sync)
{
	int e = 0;

	if (fflush(nf->f) != 0 || ferror(nf->f))
		e = errno != 0 ? errno : EIO;
	if (e == 0 && sync && fsync(fileno(nf->f)) != 0)
		e = errno;
	if (fclose(nf->f) != 0 && e == 0)
		e = errno;
	nf->f = NULL;
	if (e != 0)
		unlinkat(nf->dirfd, nf->tmp, 0);
	return e;
}

/* Does link(2)'s error say the file system has no hard links?  (ENOTSUP
 * and EOPNOTSUPP are one value on Linux, two elsewhere.) */
static bool
no_links(int e)
{
#if EOPNOTSUPP != ENOTSUP
	if (e == EOPNOTSUPP)
		return true;
#endif
#ifdef __EMSCRIPTEN__
	/* Its in-memory file system has no hard links and says EMLINK. */
	if (e == EMLINK)
		return true;
#endif
	return e == EPERM || e == ENOSYS || e == ENOTSUP;
}

/* The name final for the temporary, replacing nothing: 0 or an errno. */
static int
link_new(int dirfd, const char *tmp, const char *final)
{
	struct stat st;

#if defined(SYS_renameat2)
	/* RENAME_NOREPLACE is 1; EINVAL: the file system cannot. */
	if (syscall(SYS_renameat2, dirfd, tmp, dirfd, final, 1U) == 0)
		return 0;
	if (errno != ENOSYS && errno != EINVAL)
		return errno;
#endif
	if (linkat(dirfd, tmp, dirfd, final, 0) == 0) {
		unlinkat(dirfd, tmp, 0);
		return 0;
	}
	if (!no_links(errno))
		return errno;
	if (fstatat(dirfd, final, &st, AT_SYMLINK_NOFOLLOW) == 0)
		return EEXIST;
	if (errno != ENOENT)
		return errno;
	return renameat(dirfd, tmp, dirfd, final) == 0 ? 0 : errno;
}

int
newfile_publish(struct newfile *nf, const char *final)
{
	int e = link_new(nf->dirfd, nf->tmp, final);

	if (e != 0)
		unlinkat(nf->dirfd, nf->tmp, 0);
	return e;
}

int
newfile_replace(struct newfile *nf, const char *final)
{
	int e = 0;

	if (renameat(nf->dirfd, nf->tmp, nf->dirfd, final) != 0) {
		e = errno;
		unlinkat(nf->dirfd, nf->tmp, 0);
	}
	return e;
}

void
newfile_discard(struct newfile *nf)
{
	if (nf->f != NULL) {
		/* Its bytes are being thrown away: no error matters. */
		(void)fclose(nf->f);
		nf->f = NULL;
	}
	unlinkat(nf->dirfd, nf->tmp, 0);
}
