// HTTP/1.1 over sockets: event loops, parser, connections, TLS, gzip, limits.
// Knows nothing about layouts.
