#ifndef CLINUX_SHIM_H
#define CLINUX_SHIM_H
// Linux-only system calls that Glibc's Swift overlay does not reliably expose:
// epoll, eventfd, accept4 and the socket flags they take.
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/resource.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <signal.h>
#include <errno.h>
#include <time.h>
#include <sys/prctl.h>
#include <malloc.h>

// accept4 is declared only under _GNU_SOURCE, which Glibc's module map does not define; a
// compatible redeclaration is legal C and keeps the flag-setting accept a single syscall.
extern int accept4(int sockfd, struct sockaddr *addr, socklen_t *addrlen, int flags);

static inline int CLinux_accept4(int fd, struct sockaddr *addr, socklen_t *len, int flags) {
    return accept4(fd, addr, len, flags);
}

// pthread_setname_np is GNU-only (hidden without _GNU_SOURCE); naming the calling thread through
// prctl is the same system call. Names the event-loop threads in `top -H` and perf.
static inline int CLinux_set_thread_name(const char *name) { return prctl(PR_SET_NAME, name, 0, 0, 0); }

// errno is a thread-local macro; reading it through a function keeps the one place that looks at
// errno (the syscall helper) independent of how Glibc's overlay spells it.
static inline int CLinux_errno(void) { return errno; }

// M_MMAP_THRESHOLD is a macro; setting it fixes glibc's threshold, which otherwise grows to the
// size of each large block freed, after which megabyte response buffers are served from arenas
// that keep their memory once the buffers are released.
static inline int CLinux_set_mmap_threshold(int bytes) { return mallopt(M_MMAP_THRESHOLD, bytes); }

// The EPOLL* names are enumerators in glibc; plain unsigned constants avoid rawValue juggling.
static const uint32_t CLinux_EPOLLIN = EPOLLIN;
static const uint32_t CLinux_EPOLLOUT = EPOLLOUT;
static const uint32_t CLinux_EPOLLERR = EPOLLERR;
static const uint32_t CLinux_EPOLLHUP = EPOLLHUP;
static const uint32_t CLinux_EPOLLRDHUP = EPOLLRDHUP;
static const uint32_t CLinux_EPOLLEXCLUSIVE = EPOLLEXCLUSIVE;

#endif
