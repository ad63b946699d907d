/* Linked into fuzz builds when libyaml's source cannot be had, so that
 * the archive is never empty; the system's libyaml is linked instead. */
int carcjudge_fuzz_no_libyaml_source;
