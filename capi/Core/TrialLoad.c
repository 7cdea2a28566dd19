/* A plugin's trial load in a child process: see TrialLoad.h. */
#define _GNU_SOURCE /* ElfW, memmem, pipe2 */
#include "TrialLoad.h"

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* In the mangled name of everything in namespace llvm::cl, which a plugin
 * registering options (static ones or its passes') refers to: its option
 * classes are templates whose code LLVM's library instantiates, so no one
 * function marks them all. */
static const char llvm_cl[] = "4llvm2cl";

enum { MAX_STRTAB = 64 << 20, TRIAL_SECONDS = 20, MAX_OUTPUT = 4096 };

static bool read_at(FILE *f, long offset, void *out, size_t size) {
  return fseek(f, offset, SEEK_SET) == 0 && fread(out, 1, size, f) == size;
}

/* Whether a name in the dynamic string table of `f` contains `part`. */
static bool dynstr_has(FILE *f, const char *part) {
  ElfW(Ehdr) header;
  if (!read_at(f, 0, &header, sizeof header) || header.e_shentsize != sizeof(ElfW(Shdr)))
    return false;
  for (unsigned i = 0; i < header.e_shnum; ++i) {
    ElfW(Shdr) section, strings;
    if (!read_at(f, (long)(header.e_shoff + (ElfW(Off))i * sizeof section), &section, sizeof section))
      return false;
    if (section.sh_type != SHT_DYNSYM)
      continue;
    if (section.sh_link >= header.e_shnum ||
        !read_at(f, (long)(header.e_shoff + (ElfW(Off))section.sh_link * sizeof strings), &strings,
                 sizeof strings) ||
        strings.sh_size == 0 || strings.sh_size > MAX_STRTAB)
      return false;
    char *table = malloc(strings.sh_size);
    bool found = false;
    if (table && read_at(f, (long)strings.sh_offset, table, strings.sh_size))
      found = memmem(table, strings.sh_size, part, strlen(part)) != NULL;
    free(table);
    return found;
  }
  return false;
}

bool trial_load_needed(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return false;
  bool needed = dynstr_has(f, llvm_cl);
  fclose(f);
  return needed;
}

static void child(const char *path, int out) {
  dup2(out, STDERR_FILENO);
  dup2(out, STDOUT_FILENO);
  if (!dlopen(path, RTLD_NOW | RTLD_LOCAL)) {
    const char *why = dlerror();
    if (why)
      (void)!write(STDERR_FILENO, why, strlen(why));
    _exit(2);
  }
  _exit(0); /* no destructors, no atexit: nothing of the parent's is flushed twice */
}

/* Reads what the child writes until it closes the pipe or `deadline`. */
static bool read_output(int in, char *buffer, size_t size, time_t deadline) {
  size_t used = 0;
  for (;;) {
    time_t now = time(NULL);
    if (now >= deadline)
      return false;
    struct pollfd p = {in, POLLIN, 0};
    int ready = poll(&p, 1, (int)(deadline - now) * 1000);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0)
      return false;
    char chunk[512];
    ssize_t n = read(in, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return true;
    size_t keep = used + 1 < size ? size - used - 1 : 0;
    if ((size_t)n < keep)
      keep = (size_t)n;
    memcpy(buffer + used, chunk, keep);
    used += keep;
    buffer[used] = '\0';
  }
}

bool trial_load(const char *path, char *why, size_t size) {
  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) != 0)
    return true; /* cannot try: load as before */
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0)
    child(path, pipe_fds[1]);
  close(pipe_fds[1]);
  if (pid < 0) {
    close(pipe_fds[0]);
    return true;
  }
  char output[MAX_OUTPUT] = "";
  bool finished = read_output(pipe_fds[0], output, sizeof output, time(NULL) + TRIAL_SECONDS);
  close(pipe_fds[0]);
  if (!finished) {
    kill(pid, SIGKILL);
    fprintf(stderr, "warning: loading plugin '%s' in a child process first did not finish in %d s; "
                    "loading it without that check\n", path, TRIAL_SECONDS);
  }
  /* The child's status may be gone, reaped by a SIGCHLD handler of the
   * host (an event loop): then the trial cannot tell either. */
  int status = 0;
  pid_t reaped;
  while ((reaped = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
    ;
  if (!finished || reaped < 0 || (WIFEXITED(status) && WEXITSTATUS(status) == 0))
    return true;
  /* The child's last words, on one line (LLVM's start with the program name,
   * empty before LLVM parsed a command line). */
  char *words = output + (strncmp(output, ": ", 2) == 0 ? 2 : 0);
  size_t length = strlen(words);
  while (length && (words[length - 1] == '\n' || words[length - 1] == ' '))
    words[--length] = '\0';
  for (char *p = words; *p; ++p)
    if (*p == '\n')
      *p = ' ';
  char how[64];
  if (WIFSIGNALED(status))
    snprintf(how, sizeof how, "signal %d", WTERMSIG(status));
  else
    snprintf(how, sizeof how, "exit status %d", WEXITSTATUS(status));
  snprintf(why, size, "its static constructors end the process (%s, in a trial load in a child "
                      "process)%s%s", how, length ? ": " : "", words);
  return false;
}
