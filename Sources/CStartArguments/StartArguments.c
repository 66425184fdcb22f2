// The argument vector of a tipfmt process, kept from the moment glibc starts the program, for the
// Swift runtime's `CommandLine`.
//
// Linked statically (scripts/build-release), the Swift runtime finds argc and argv on Linux with a
// static initialiser that reads /proc/self/maps line by line, with sscanf, to find the stack and
// walk back from `environ` (CommandLine.cpp's ArgvGrabber): 176,000 instructions, six system calls
// and the kernel writing out the process's 90 mappings, at every start of every command. glibc
// already passes argc and argv to every function in .init_array; this file keeps them there and
// defines the runtime's accessor, `_swift_stdlib_getUnsafeArgvArgc`, so that the linker takes it
// from here and never pulls CommandLine.cpp (and its initialiser) out of libswiftCore.a. Its
// signature is the runtime's (swiftcall, the argument count through the pointer, the vector
// returned). Should a toolchain need that archive member for something else, the link fails on
// the duplicate symbol rather than running two definitions.
//
// Linked dynamically (debug builds, tests, other packages), libswiftCore.so keeps its own accessor,
// which it does not export: the one here is never called.
#include <stdlib.h>  // defines __GLIBC__ with glibc

#if defined(__linux__) && defined(__GLIBC__)

static int startArgc;
static char **startArgv;
static char *noArguments[] = {0};

static void keepArguments(int argc, char **argv, char **envp) {
    (void)envp;
    startArgc = argc;
    startArgv = argv;
}

// glibc calls each .init_array entry with (argc, argv, envp) before any Swift code runs.
__attribute__((section(".init_array"), used)) static void (*const keepArgumentsEntry)(int, char **, char **) =
    keepArguments;

__attribute__((swiftcall, visibility("hidden"))) char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    if (!startArgv) {
        *outArgLen = 0;
        return noArguments;
    }
    *outArgLen = startArgc;
    return startArgv;
}

#endif
