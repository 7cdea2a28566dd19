#define _XOPEN_SOURCE 700 /* mkstemp, realpath, fchmod, lstat under strict C */
#include "output_file.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void report(const struct output_file *out, int error) {
  fprintf(stderr, "%s: error: cannot write '%s': %s\n", out->tool, out->name, strerror(error));
}

static char *copy_string(const char *s) {
  size_t size = strlen(s) + 1;
  char *copy = malloc(size);
  return copy ? memcpy(copy, s, size) : NULL;
}

/* The file the output replaces: `path`, or what a symbolic link at `path`
 * points to; NULL (writing in place) when that is no regular file, or not
 * one yet and no new one can be named (a dangling link). `mode` receives
 * the permissions the file has, or those a new file would get. */
static char *replaced_file(const char *path, mode_t *mode) {
  struct stat st;
  if (lstat(path, &st) != 0) {
    if (errno != ENOENT)
      return NULL;
    mode_t mask = umask(0); /* read it: there is no other way */
    umask(mask);
    *mode = 0666 & ~mask;
    return copy_string(path);
  }
  char *target = S_ISLNK(st.st_mode) ? realpath(path, NULL) : copy_string(path);
  if (!target || stat(target, &st) != 0 || !S_ISREG(st.st_mode)) {
    free(target);
    return NULL;
  }
  *mode = st.st_mode & 0777;
  return target;
}

/* Creates ".BASE.XXXXXX" beside `target` with `mode`; NULL on failure. */
static FILE *open_temporary(const char *target, mode_t mode, char **temp_path) {
  const char *slash = strrchr(target, '/');
  size_t dir_length = slash ? (size_t)(slash - target) + 1 : 0;
  const char *base = target + dir_length;
  char *temp = malloc(dir_length + strlen(base) + sizeof "..XXXXXX");
  if (!temp)
    return NULL;
  memcpy(temp, target, dir_length);
  strcpy(temp + dir_length, ".");
  strcat(temp, base);
  strcat(temp, ".XXXXXX");
  int fd = mkstemp(temp);
  if (fd < 0) {
    free(temp);
    return NULL;
  }
  /* mkstemp's 0600 is no file's usual mode. */
  FILE *file = fchmod(fd, mode) == 0 ? fdopen(fd, "wb") : NULL;
  if (!file) {
    close(fd);
    unlink(temp);
    free(temp);
    return NULL;
  }
  *temp_path = temp;
  return file;
}

bool output_file_open(struct output_file *out, const char *tool, const char *path) {
  *out = (struct output_file){stdout, tool, "<stdout>", NULL, NULL, 0};
  if (!path || strcmp(path, "-") == 0)
    return true;
  out->name = path;
  mode_t mode = 0;
  out->target = replaced_file(path, &mode);
  if (out->target && (out->file = open_temporary(out->target, mode, &out->temp_path)))
    return true;
  free(out->target);
  out->target = NULL;
  if ((out->file = fopen(path, "wb")))
    return true;
  report(out, errno);
  return false;
}

void output_file_write(MlirStringRef s, void *user_data) {
  struct output_file *out = user_data;
  errno = 0;
  if (fwrite(s.data, 1, s.length, out->file) != s.length && !out->error)
    out->error = errno ? errno : EIO;
}

/* Flushes and closes (stdout: flushes) the file; the first error or 0. */
static int finish_file(struct output_file *out) {
  errno = 0;
  int failed = out->file == stdout ? fflush(stdout) != 0 || ferror(stdout)
                                   : (ferror(out->file) != 0) | (fclose(out->file) != 0);
  out->file = NULL;
  if (out->error)
    return out->error;
  return failed ? (errno ? errno : EIO) : 0;
}

int output_file_close(struct output_file *out, bool succeeded) {
  int error = finish_file(out);
  if (out->temp_path) {
    if (!error && succeeded && rename(out->temp_path, out->target) != 0)
      error = errno;
    if (error || !succeeded)
      unlink(out->temp_path);
    free(out->temp_path);
    free(out->target);
    out->temp_path = out->target = NULL;
  }
  if (!error)
    return 0;
  report(out, error);
  return 1;
}
