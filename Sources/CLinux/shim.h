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
#include <signal.h>
#include <errno.h>

#endif
