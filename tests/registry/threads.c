/* The TypeID registry under threads: every thread registers and looks up an
 * overlapping range of names, in its own order; afterwards all threads must
 * hold the same TypeID for a name, distinct names distinct TypeIDs, and the
 * registry must name each TypeID back.  Plus the name rules.
 *
 * Against the installed library (threads-tsan.test runs it again under
 * ThreadSanitizer):
 * RUN: %build_client %install_sliced mlir-c-core %s %t
 * RUN: %run_client %install_sliced %t | FileCheck %s
 *
 * CHECK: valid names: ok
 * CHECK: threads: 8, names: 4000, lookups: 64000
 * CHECK: consistent: yes
 * CHECK: distinct: yes
 * CHECK: names round-trip: yes
 * CHECK: lookup without create: ok
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Components/Registry.h"

enum { kThreads = 8, kNames = 4000, kPerThread = 2000, kRounds = 4 };

static MlirTypeID ids[kThreads][kNames];

static void name_of(int i, char *buffer, size_t size) {
  snprintf(buffer, size, "stress.dialect%d::Type%d", i % 17, i);
}

static void *work(void *arg) {
  int t = (int)(size_t)arg;
  char name[64];
  /* Thread t covers [t*500, t*500 + 2000): neighbours overlap by 1500. */
  for (int round = 0; round < kRounds; ++round)
    for (int k = 0; k < kPerThread; ++k) {
      int i = (t * 500 + (round % 2 ? kPerThread - 1 - k : k)) % kNames;
      name_of(i, name, sizeof name);
      MlirTypeID id = mlircRegistryGetTypeID(mlirStringRefCreateFromCString(name));
      if (round > 0 && !mlirTypeIDEqual(id, ids[t][i]))
        ids[t][i].ptr = NULL; /* changed under us: reported below */
      else
        ids[t][i] = id;
    }
  return NULL;
}

static int check_names(void) {
  static const char *const good[] = {"a.b", "mydialect.MyType", "::ns::Cls", "ns::Cls",
                                     "x.y.z", "d_1.t-2$"};
  static const char *const bad[] = {"", "ab", "nodots", ".a.b", "a.b.", "a..b", "a:b",
                                    "a:::b", "1a.b", "a b.c", "a.b\n", "::", ":::a.b"};
  int ok = 1;
  for (size_t i = 0; i < sizeof good / sizeof *good; ++i)
    if (!mlircRegistryIsValidName(mlirStringRefCreateFromCString(good[i])) ||
        mlirTypeIDIsNull(mlircRegistryGetTypeID(mlirStringRefCreateFromCString(good[i]))))
      printf("rejected valid name '%s'\n", good[i]), ok = 0;
  for (size_t i = 0; i < sizeof bad / sizeof *bad; ++i)
    if (mlircRegistryIsValidName(mlirStringRefCreateFromCString(bad[i])) ||
        !mlirTypeIDIsNull(mlircRegistryGetTypeID(mlirStringRefCreateFromCString(bad[i]))))
      printf("accepted invalid name '%s'\n", bad[i]), ok = 0;
  char longest[257];
  memset(longest, 'a', sizeof longest);
  longest[1] = '.';
  if (mlircRegistryIsValidName(mlirStringRefCreate(longest, 256)) ||
      !mlircRegistryIsValidName(mlirStringRefCreate(longest, 255)))
    printf("length limit is not 255\n"), ok = 0;
  return ok;
}

int main(void) {
  printf("valid names: %s\n", check_names() ? "ok" : "FAILED");
  size_t before = mlircRegistryGetNumEntries();

  pthread_t threads[kThreads];
  for (int t = 0; t < kThreads; ++t)
    if (pthread_create(&threads[t], NULL, work, (void *)(size_t)t) != 0)
      return 1;
  for (int t = 0; t < kThreads; ++t)
    pthread_join(threads[t], NULL);
  printf("threads: %d, names: %d, lookups: %d\n", kThreads, kNames,
         kThreads * kPerThread * kRounds);

  int consistent = 1, distinct = 1, named = 1;
  MlirTypeID canonical[kNames] = {{NULL}};
  for (int t = 0; t < kThreads; ++t)
    for (int k = 0; k < kPerThread; ++k) {
      int i = (t * 500 + k) % kNames;
      if (mlirTypeIDIsNull(ids[t][i]))
        consistent = 0;
      else if (mlirTypeIDIsNull(canonical[i]))
        canonical[i] = ids[t][i];
      else if (!mlirTypeIDEqual(canonical[i], ids[t][i]))
        consistent = 0;
    }
  for (int i = 0; i < kNames; ++i) {
    char name[64];
    name_of(i, name, sizeof name);
    MlirStringRef back = mlircRegistryGetName(canonical[i]);
    if (back.length != strlen(name) || memcmp(back.data, name, back.length) != 0)
      named = 0;
    if (i > 0 && mlirTypeIDEqual(canonical[i], canonical[i - 1]))
      distinct = 0;
  }
  if (mlircRegistryGetNumEntries() - before != kNames)
    distinct = 0;
  printf("consistent: %s\ndistinct: %s\nnames round-trip: %s\n", consistent ? "yes" : "no",
         distinct ? "yes" : "no", named ? "yes" : "no");

  MlirStringRef absent = mlirStringRefCreateFromCString("never.registered");
  int lookup_ok = mlirTypeIDIsNull(mlircRegistryLookupTypeID(absent));
  MlirTypeID created = mlircRegistryGetTypeID(absent);
  lookup_ok = lookup_ok && mlirTypeIDEqual(created, mlircRegistryLookupTypeID(absent)) &&
              mlircRegistryGetName((MlirTypeID){NULL}).data == NULL;
  printf("lookup without create: %s\n", lookup_ok ? "ok" : "FAILED");
  return consistent && distinct && named && lookup_ok ? 0 : 1;
}
