// The page faults of one process: runs a command RUNS times (after 3 unmeasured runs, so that its
// files are in the page cache) and prints the median of the minor page faults the kernel counted
// for each run (wait4's ru_minflt). Each fault is a page the process touched for the first time: a
// file page mapped, or a private page copied or zeroed. On one machine the count repeats to within
// a fault or two, whatever the load (scripts/perf-budget.sh keeps it in the budget).
// Build: gcc -O2 -o minor_faults minor_faults.c
// Usage: minor_faults RUNS PROGRAM [ARG...]      (the program's stdout goes to /dev/null)
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static long faults(char **argv) {
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); exit(1); }
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        execvp(argv[0], argv);
        perror(argv[0]);
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) { perror("wait4"); exit(1); }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "minor_faults: %s failed (status %d)\n", argv[0], status);
        exit(1);
    }
    return usage.ru_minflt;
}

static int compare(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int runs = argc > 2 ? atoi(argv[1]) : 0;
    if (runs < 1 || runs > 1000) {
        fprintf(stderr, "usage: minor_faults RUNS PROGRAM [ARG...]\n");
        return 64;
    }
    for (int i = 0; i < 3; i++) faults(argv + 2);
    long *counts = malloc(sizeof *counts * runs);
    for (int i = 0; i < runs; i++) counts[i] = faults(argv + 2);
    qsort(counts, runs, sizeof *counts, compare);
    printf("%ld\n", counts[runs / 2]);
    return 0;
}
