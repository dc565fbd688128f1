/* Numeric host names through the resolver, as PuTTY 0.83 looks up "127.0.0.1" before it
 * connects (issue 23, "Programs in the wild", docs/runtimes.md): getaddrinfo,
 * GetAddrInfoW and gethostbyname parse a numeric IPv4 or IPv6 address themselves, with no
 * DNS server to ask, and freeaddrinfo / FreeAddrInfoW release the list. The program
 * prints each answer's entries (a name that is not numeric depends on the network, so
 * only the AI_NUMERICHOST refusal of one is asked).
 */
#include <winsock2.h>
#include <ws2tcpip.h>
#include <stdio.h>

static void show(const char *what, int r, struct addrinfo *res)
{
    struct addrinfo *a;
    printf("%s: ret=%d", what, r);
    if (r) {
        printf(" res=%s\n", res ? "set" : "NULL");
        return;
    }
    printf("\n");
    for (a = res; a; a = a->ai_next) {
        char text[64] = "?";
        int port = 0;
        if (a->ai_family == AF_INET) {
            struct sockaddr_in *s = (struct sockaddr_in *)a->ai_addr;
            unsigned char *b = (unsigned char *)&s->sin_addr;
            snprintf(text, sizeof text, "%d.%d.%d.%d", b[0], b[1], b[2], b[3]);
            port = ntohs(s->sin_port);
        } else if (a->ai_family == AF_INET6) {
            struct sockaddr_in6 *s = (struct sockaddr_in6 *)a->ai_addr;
            unsigned char *b = (unsigned char *)&s->sin6_addr;
            int i, n = 0;
            for (i = 0; i < 16; i += 2)
                n += snprintf(text + n, sizeof text - n, "%s%x", i ? ":" : "", (b[i] << 8) | b[i + 1]);
            port = ntohs(s->sin6_port);
        }
        printf("  flags=%d family=%d socktype=%d protocol=%d addrlen=%d canon=%s addr=%s port=%d\n",
               a->ai_flags, a->ai_family, a->ai_socktype, a->ai_protocol, (int)a->ai_addrlen,
               a->ai_canonname ? a->ai_canonname : "NULL", text, port);
    }
    freeaddrinfo(res);
}

static void ask(const char *what, const char *node, const char *service, int flags, int family,
                int socktype, int use_hints)
{
    struct addrinfo hints, *res = (struct addrinfo *)1;
    int r;
    memset(&hints, 0, sizeof hints);
    hints.ai_flags = flags;
    hints.ai_family = family;
    hints.ai_socktype = socktype;
    r = getaddrinfo(node, service, use_hints ? &hints : NULL, &res);
    show(what, r, r ? (res == (struct addrinfo *)1 ? NULL : res) : res);
    if (r)
        printf("  WSAGetLastError=%d\n", WSAGetLastError());
}

int main(void)
{
    WSADATA wsa;
    struct hostent *h;
    ADDRINFOW hw, *rw = NULL;
    int r;

    WSAStartup(MAKEWORD(2, 2), &wsa);
    ask("127.0.0.1:22 stream", "127.0.0.1", "22", 0, AF_UNSPEC, SOCK_STREAM, 1);
    ask("::1:80 any", "::1", "80", 0, AF_UNSPEC, 0, 1);
    ask("10.1.2.3 no hints", "10.1.2.3", NULL, 0, 0, 0, 0);
    ask("127.0.0.1 as AF_INET6", "127.0.0.1", "22", 0, AF_INET6, SOCK_STREAM, 1);
    ask("::1 as AF_INET", "::1", "22", 0, AF_INET, SOCK_STREAM, 1);
    ask("passive v4", NULL, "22", AI_PASSIVE, AF_INET, SOCK_STREAM, 1);
    ask("no node v4", NULL, "22", 0, AF_INET, SOCK_STREAM, 1);
    ask("no node no service", NULL, NULL, 0, AF_INET, SOCK_STREAM, 1);
    ask("canonname", "192.168.0.1", "0", AI_CANONNAME, AF_INET, SOCK_DGRAM, 1);
    ask("numerichost refuses a name", "putty.invalid", "22", AI_NUMERICHOST, AF_UNSPEC, SOCK_STREAM, 1);

    memset(&hw, 0, sizeof hw);
    hw.ai_family = AF_UNSPEC;
    hw.ai_socktype = SOCK_STREAM;
    r = GetAddrInfoW(L"10.0.0.1", L"443", &hw, &rw);
    printf("GetAddrInfoW 10.0.0.1:443: ret=%d", r);
    if (!r) {
        struct sockaddr_in *s = (struct sockaddr_in *)rw->ai_addr;
        printf(" family=%d addrlen=%d port=%d next=%s", rw->ai_family, (int)rw->ai_addrlen,
               ntohs(s->sin_port), rw->ai_next ? "set" : "NULL");
        FreeAddrInfoW(rw);
    }
    printf("\n");

    h = gethostbyname("127.0.0.1");
    if (h) {
        unsigned char *b = (unsigned char *)h->h_addr_list[0];
        printf("gethostbyname 127.0.0.1: name=%s type=%d length=%d addr=%d.%d.%d.%d more=%s "
               "aliases=%s\n", h->h_name, h->h_addrtype, h->h_length, b[0], b[1], b[2], b[3],
               h->h_addr_list[1] ? "yes" : "no", h->h_aliases[0] ? "some" : "none");
    } else
        printf("gethostbyname 127.0.0.1: NULL %d\n", WSAGetLastError());
    WSACleanup();
    printf("done\n");
    return 0;
}
