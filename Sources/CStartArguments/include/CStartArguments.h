// The argument vector the Swift runtime hands to `CommandLine`, for the release executables that
// link the standard library statically (see StartArguments.c). Nothing here is called from Swift:
// linking the target is what takes effect.
#ifndef CSTARTARGUMENTS_H
#define CSTARTARGUMENTS_H
#endif
