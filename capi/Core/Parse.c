/* Parsing deeply nested input without overflowing the stack: see
 * mlir-c/Components/Parse.h. */
#define _GNU_SOURCE /* sigaltstack under strict C */
#include "mlir-c/Components/Parse.h"

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "mlir-c/Components/DeepIR.h"
#include "mlir-c/Diagnostics.h"

/* Stack per nesting level the guarded parse reserves. */
#define BYTES_PER_LEVEL ((size_t)20 << 10)
#define MIN_STACK_BYTES ((size_t)8 << 20)

static int is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_' || c == '.' || c == '$' || c == '-';
}

size_t mlircSourceNestingDepth(MlirStringRef source, size_t limit, size_t *line, size_t *column) {
  const char *s = source.data;
  size_t n = s ? source.length : 0;
  size_t depth = 0, deepest = 0, angles = 0, at_line = 1, at_column = 1;
  if (line)
    *line = 0;
  if (column)
    *column = 0;
  for (size_t i = 0; i < n; ++i, ++at_column) {
    char c = s[i];
    if (c == '\n') {
      ++at_line;
      at_column = 0;
    } else if (c == '"') { /* a string literal, with \-escapes */
      for (++i, ++at_column; i < n && s[i] != '"' && s[i] != '\n'; ++i, ++at_column)
        if (s[i] == '\\' && i + 1 < n && s[i + 1] != '\n')
          ++i, ++at_column;
      if (i < n && s[i] == '\n')
        --i, --at_column; /* unterminated: let the newline count */
    } else if (c == '/' && i + 1 < n && s[i + 1] == '/') {
      while (i + 1 < n && s[i + 1] != '\n')
        ++i;
    } else if (c == '(' || c == '[' || c == '{' || (c == '<' && i > 0 && is_name_char(s[i - 1]))) {
      angles += c == '<';
      if (++depth > deepest) {
        deepest = depth;
        if (depth == limit + 1 && limit) {
          if (line)
            *line = at_line;
          if (column)
            *column = at_column;
        }
      }
    } else if (c == ')' || c == ']' || c == '}') {
      depth -= depth > 0;
    } else if (c == '>' && angles > 0 && !(i > 0 && s[i - 1] == '-') &&
               !(i + 1 < n && s[i + 1] == '=')) {
      --angles;
      depth -= depth > 0;
    }
  }
  return deepest;
}

struct thread_call {
  void (*fn)(void *);
  void *user_data;
};

/* Code run on the thread may install its own alternate signal stack there:
 * LLVM does, the first time it registers its signal handlers (e.g. for a
 * ToolOutputFile), with a malloc'd one.  Put back the one the thread started
 * with, so that whoever set that one up tears down its own at thread exit
 * (AddressSanitizer unmaps "its" alternate stack then, and aborts when that
 * is LLVM's heap block). */
static void *thread_main(void *arg) {
  struct thread_call *call = arg;
  stack_t initial, now;
  bool saved = sigaltstack(NULL, &initial) == 0;
  call->fn(call->user_data);
  if (saved && sigaltstack(NULL, &now) == 0 && !(now.ss_flags & SS_ONSTACK) &&
      (now.ss_sp != initial.ss_sp || now.ss_flags != initial.ss_flags)) {
    initial.ss_flags &= SS_DISABLE;
    sigaltstack(&initial, NULL);
  }
  return NULL;
}

bool mlircRunWithStack(size_t stack_bytes, void (*fn)(void *), void *user_data) {
  pthread_attr_t attr;
  if (!fn || pthread_attr_init(&attr) != 0)
    return false;
  struct thread_call call = {fn, user_data};
  pthread_t thread;
  bool started = pthread_attr_setstacksize(&attr, stack_bytes) == 0 &&
                 pthread_create(&thread, &attr, thread_main, &call) == 0;
  pthread_attr_destroy(&attr);
  if (started)
    pthread_join(thread, NULL);
  return started;
}

size_t mlircStackBytesForNesting(size_t max_nesting) {
  if (max_nesting == 0)
    max_nesting = MLIRC_PARSE_MAX_NESTING;
  if (max_nesting > ((size_t)1 << 40) / BYTES_PER_LEVEL)
    max_nesting = ((size_t)1 << 40) / BYTES_PER_LEVEL;
  size_t bytes = max_nesting * BYTES_PER_LEVEL;
  return bytes < MIN_STACK_BYTES ? MIN_STACK_BYTES : bytes;
}

struct parse_call {
  MlirContext context;
  MlirStringRef source;
  MlirModule module;
};

static void parse_on_thread(void *arg) {
  struct parse_call *call = arg;
  call->module = mlirModuleCreateParse(call->context, call->source);
}

/* MLIR bytecode starts with these bytes; its nesting shows once read. */
static bool is_bytecode(MlirStringRef source) {
  return source.data && source.length >= 4 && memcmp(source.data, "ML\xefR", 4) == 0;
}

static void refuse_depth(MlirContext context, MlirStringRef source_name, size_t depth,
                         size_t max_nesting, size_t line, size_t column) {
  char message[256];
  snprintf(message, sizeof message,
           "input nested %zu levels deep; at most %zu are accepted (deeper input would "
           "overflow the stack of MLIR's recursive parser)",
           depth, max_nesting);
  mlirEmitError(mlirLocationFileLineColGet(context, source_name, (unsigned)line, (unsigned)column),
                message);
}

static void destroy_module(void *module) { mlirModuleDestroy(*(MlirModule *)module); }

/* Destroying recurses once per level too, so it runs on a thread with a
 * stack for the whole depth; on the caller's only when no thread can be had. */
static void destroy_deep(MlirModule *module) {
  size_t depth = mlircOperationNestingDepth(mlirModuleGetOperation(*module), 0);
  if (!mlircRunWithStack(mlircStackBytesForNesting(depth), destroy_module, module))
    destroy_module(module);
}

MlirModule mlircModuleCreateParseGuarded(MlirContext context, MlirStringRef source,
                                         MlirStringRef source_name, size_t max_nesting) {
  if (max_nesting == 0)
    max_nesting = MLIRC_PARSE_MAX_NESTING;
  struct parse_call call = {context, source, {NULL}};
  size_t line = 0, column = 0;
  bool bytecode = is_bytecode(source);
  size_t depth = bytecode ? 0 : mlircSourceNestingDepth(source, max_nesting, &line, &column);
  if (depth > max_nesting) {
    refuse_depth(context, source_name, depth, max_nesting, line, column);
    return call.module;
  }
  if (!mlircRunWithStack(mlircStackBytesForNesting(max_nesting), parse_on_thread, &call)) {
    mlirEmitError(mlirLocationFileLineColGet(context, source_name, 1, 1),
                  "cannot create a thread with a stack large enough to parse this input");
    return call.module;
  }
  /* Bytecode is read without recursion; the same limit applies to what it holds. */
  if (bytecode && !mlirModuleIsNull(call.module) &&
      (depth = mlircOperationNestingDepth(mlirModuleGetOperation(call.module), max_nesting)) >
          max_nesting) {
    destroy_deep(&call.module);
    call.module.ptr = NULL;
    refuse_depth(context, source_name, depth, max_nesting, 0, 0);
  }
  return call.module;
}
