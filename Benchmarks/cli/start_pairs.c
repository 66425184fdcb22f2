// Wall time of one process against another, started in interleaved pairs (A, B, A, B, ...) so
// that a change of load hits both alike: prints each side's median wall and CPU (user + system)
// milliseconds, and the ratio of the medians.
// Build: gcc -O2 -o start_pairs start_pairs.c
// Usage: start_pairs PAIRS A-PROGRAM [ARG...] -- B-PROGRAM [ARG...]
//        (each run's stdout goes to /dev/null; 5 unmeasured pairs run first)
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// Runs argv once; stores its wall and CPU milliseconds. Exits if it fails.
static void run(char **argv, double *wall, double *cpu) {
    double start = now_ms();
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
    *wall = now_ms() - start;
    *cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "start_pairs: %s failed (status %d)\n", argv[0], status);
        exit(1);
    }
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *v, int n) {
    qsort(v, n, sizeof *v, compare);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: start_pairs PAIRS A [ARG...] -- B [ARG...]\n");
        return 64;
    }
    int pairs = atoi(argv[1]);
    char **a = argv + 2, **b = NULL;
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--") == 0) { argv[i] = NULL; b = argv + i + 1; break; }
    if (pairs < 1 || b == NULL || *b == NULL) {
        fprintf(stderr, "usage: start_pairs PAIRS A [ARG...] -- B [ARG...]\n");
        return 64;
    }
    double *wa = calloc(pairs, sizeof *wa), *wb = calloc(pairs, sizeof *wb);
    double *ca = calloc(pairs, sizeof *ca), *cb = calloc(pairs, sizeof *cb);
    double w, c;
    for (int i = 0; i < 5; i++) { run(a, &w, &c); run(b, &w, &c); }
    for (int i = 0; i < pairs; i++) {
        run(a, &wa[i], &ca[i]);
        run(b, &wb[i], &cb[i]);
    }
    double ma = median(wa, pairs), mb = median(wb, pairs);
    double mca = median(ca, pairs), mcb = median(cb, pairs);
    printf("A %.3f ms wall %.3f ms cpu; B %.3f ms wall %.3f ms cpu; wall ratio %.2f; cpu ratio %.2f (medians of %d pairs)\n",
           ma, mca, mb, mcb, ma / mb, mcb > 0 ? mca / mcb : 0.0, pairs);
    return 0;
}
