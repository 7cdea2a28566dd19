/* Checking a shared object before dlopen: see
 * mlir-c/Components/SharedObject.h.  Reads the ELF header and the program
 * header table only; what a file is depends on nothing else. */
#define _GNU_SOURCE /* ElfW */
#include "mlir-c/Components/SharedObject.h"

#include <elf.h>
#include <errno.h>
#include <limits.h>
#include <link.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The ELF machine of the code this library was compiled to; 0 leaves the
 * machine unchecked on targets not listed. */
#if defined(__x86_64__)
#define HOST_MACHINE EM_X86_64
#elif defined(__aarch64__)
#define HOST_MACHINE EM_AARCH64
#elif defined(__i386__)
#define HOST_MACHINE EM_386
#elif defined(__arm__)
#define HOST_MACHINE EM_ARM
#elif defined(__powerpc__)
#define HOST_MACHINE (sizeof(void *) == 8 ? EM_PPC64 : EM_PPC)
#elif defined(__s390__)
#define HOST_MACHINE EM_S390
#elif defined(__riscv)
#define HOST_MACHINE EM_RISCV
#else
#define HOST_MACHINE 0
#endif

#define HOST_CLASS (sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32)
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HOST_DATA ELFDATA2LSB
#else
#define HOST_DATA ELFDATA2MSB
#endif

/* Largest program header count read (glibc refuses far fewer). */
#define MAX_PROGRAM_HEADERS 4096

struct report_to {
  const char *path;
  MlirStringCallback callback;
  void *user_data;
};

static MlirLogicalResult refuse(const struct report_to *to, const char *format, ...) {
  if (to->callback) {
    char reason[512], message[1024 + PATH_MAX];
    va_list args;
    va_start(args, format);
    vsnprintf(reason, sizeof reason, format, args);
    va_end(args);
    int n = snprintf(message, sizeof message, "'%s' is not a loadable shared object: %s",
                     to->path, reason);
    if (n < 0)
      n = 0;
    to->callback(mlirStringRefCreate(message, (size_t)n < sizeof message ? (size_t)n
                                                                         : sizeof message - 1),
                 to->user_data);
  }
  return mlirLogicalResultFailure();
}

static const char *class_name(unsigned char c) {
  return c == ELFCLASS32 ? "32-bit" : c == ELFCLASS64 ? "64-bit" : "unknown-class";
}

static MlirLogicalResult check_header(const ElfW(Ehdr) * h, const struct report_to *to) {
  if (h->e_ident[EI_CLASS] != HOST_CLASS)
    return refuse(to, "it is a %s ELF file; this process is %s",
                  class_name(h->e_ident[EI_CLASS]), class_name(HOST_CLASS));
  if (h->e_ident[EI_DATA] != HOST_DATA)
    return refuse(to, "its byte order (ELF data %u) is not this process's",
                  (unsigned)h->e_ident[EI_DATA]);
  if (h->e_ident[EI_VERSION] != EV_CURRENT || h->e_version != EV_CURRENT)
    return refuse(to, "unknown ELF version %u", (unsigned)h->e_ident[EI_VERSION]);
  if (h->e_type != ET_DYN)
    return refuse(to, "ELF type %u is not a shared object (%s)", (unsigned)h->e_type,
                  h->e_type == ET_EXEC ? "an executable" : h->e_type == ET_REL ? "an object file"
                  : h->e_type == ET_CORE ? "a core dump" : "unknown type");
  if (HOST_MACHINE && h->e_machine != HOST_MACHINE)
    return refuse(to, "it is built for ELF machine %u; this process runs on machine %u",
                  (unsigned)h->e_machine, (unsigned)HOST_MACHINE);
  if (h->e_phentsize != sizeof(ElfW(Phdr)))
    return refuse(to, "program header entries of %u bytes (expected %zu)",
                  (unsigned)h->e_phentsize, sizeof(ElfW(Phdr)));
  if (h->e_phnum == 0 || h->e_phnum > MAX_PROGRAM_HEADERS)
    return refuse(to, "%u program headers", (unsigned)h->e_phnum);
  return mlirLogicalResultSuccess();
}

static const char *segment_name(unsigned type) {
  switch (type) {
  case PT_LOAD: return "PT_LOAD";
  case PT_DYNAMIC: return "PT_DYNAMIC";
  case PT_INTERP: return "PT_INTERP";
  case PT_NOTE: return "PT_NOTE";
  case PT_PHDR: return "PT_PHDR";
  case PT_TLS: return "PT_TLS";
  case PT_GNU_EH_FRAME: return "PT_GNU_EH_FRAME";
  case PT_GNU_RELRO: return "PT_GNU_RELRO";
  default: return "other";
  }
}

/* Whether [offset, offset + length) lies inside a file of `size` bytes. */
static int inside(uint64_t offset, uint64_t length, uint64_t size) {
  return offset <= size && length <= size - offset;
}

static MlirLogicalResult check_segments(FILE *f, const ElfW(Ehdr) * h, uint64_t size,
                                        const struct report_to *to) {
  uint64_t table = (uint64_t)h->e_phnum * sizeof(ElfW(Phdr));
  if (!inside(h->e_phoff, table, size))
    return refuse(to, "its program header table (bytes %llu to %llu) runs past the end of "
                  "the file (%llu bytes): truncated?",
                  (unsigned long long)h->e_phoff, (unsigned long long)(h->e_phoff + table),
                  (unsigned long long)size);
  ElfW(Phdr) *headers = malloc((size_t)table);
  if (!headers)
    return refuse(to, "out of memory reading its program headers");
  MlirLogicalResult result = mlirLogicalResultSuccess();
  if (fseek(f, (long)h->e_phoff, SEEK_SET) != 0 || fread(headers, 1, (size_t)table, f) != table)
    result = refuse(to, "cannot read its program headers");
  int loads = 0;
  for (unsigned i = 0; mlirLogicalResultIsSuccess(result) && i < h->e_phnum; ++i) {
    const ElfW(Phdr) *p = &headers[i];
    loads += p->p_type == PT_LOAD;
    if (p->p_type != PT_NULL && !inside(p->p_offset, p->p_filesz, size))
      result = refuse(to, "program header %u (%s) covers bytes %llu to %llu, past the end "
                      "of the file (%llu bytes): truncated?",
                      i, segment_name(p->p_type), (unsigned long long)p->p_offset,
                      (unsigned long long)p->p_offset + p->p_filesz, (unsigned long long)size);
    else if (p->p_type == PT_LOAD && p->p_memsz < p->p_filesz)
      result = refuse(to, "program header %u loads %llu bytes into %llu bytes of memory", i,
                      (unsigned long long)p->p_filesz, (unsigned long long)p->p_memsz);
  }
  if (mlirLogicalResultIsSuccess(result) && loads == 0)
    result = refuse(to, "it has no loadable segment");
  free(headers);
  return result;
}

static MlirLogicalResult check_file(FILE *f, const struct report_to *to) {
  struct stat info;
  if (fstat(fileno(f), &info) != 0)
    return refuse(to, "%s", strerror(errno));
  if (!S_ISREG(info.st_mode))
    return refuse(to, "not a regular file");
  ElfW(Ehdr) header;
  size_t got = fread(&header, 1, sizeof header, f);
  if (got < SELFMAG || memcmp(header.e_ident, ELFMAG, SELFMAG) != 0)
    return refuse(to, "no ELF header");
  if (got < sizeof header)
    return refuse(to, "the file (%zu bytes) ends inside its ELF header: truncated?", got);
  if (mlirLogicalResultIsFailure(check_header(&header, to)))
    return mlirLogicalResultFailure();
  return check_segments(f, &header, (uint64_t)info.st_size, to);
}

MlirLogicalResult mlircSharedObjectCheck(MlirStringRef path_ref, MlirStringCallback error,
                                         void *user_data) {
  char path[PATH_MAX];
  struct report_to to = {path, error, user_data};
  size_t n = path_ref.data ? path_ref.length : 0;
  if (n >= sizeof path || memchr(path_ref.data ? path_ref.data : "", '\0', n)) {
    to.path = n >= sizeof path ? "(path too long)" : "(path with a NUL byte)";
    return refuse(&to, "not a usable path");
  }
  memcpy(path, path_ref.data ? path_ref.data : "", n);
  path[n] = '\0';
  FILE *f = fopen(path, "rb");
  if (!f)
    return refuse(&to, "%s", strerror(errno));
  MlirLogicalResult result = check_file(f, &to);
  fclose(f);
  return result;
}
