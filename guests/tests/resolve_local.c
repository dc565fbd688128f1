/* Names Windows resolves without a DNS server: "localhost" and the computer's own name
   give its loopback addresses (::1 then 127.0.0.1 for AF_UNSPEC; the one of the family
   asked otherwise); AI_NUMERICHOST refuses them; any other name finds no DNS server
   (WSAHOST_NOT_FOUND). gethostbyname answers 127.0.0.1 for them. */
#include <winsock2.h>
#include <ws2tcpip.h>
#include <stdio.h>

static void show(const char *what, const char *node, int family, int flags)
{
    struct addrinfo hints, *res = NULL, *p;
    int r;
    char text[64];

    memset(&hints, 0, sizeof(hints));
    hints.ai_family = family;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = flags;
    r = getaddrinfo(node, "80", &hints, &res);
    printf("%s: ret=%d\n", what, r);
    for (p = res; p; p = p->ai_next) {
        DWORD len = sizeof(text);
        WSAAddressToStringA(p->ai_addr, (DWORD)p->ai_addrlen, NULL, text, &len);
        printf("  family=%d socktype=%d addrlen=%d canon=%s addr=%s\n", p->ai_family,
               p->ai_socktype, (int)p->ai_addrlen, p->ai_canonname ? "set" : "NULL", text);
    }
    if (res)
        freeaddrinfo(res);
}

int main(void)
{
    WSADATA wsa;
    char host[256];
    struct hostent *he;
    ADDRINFOW hw, *rw = NULL;
    int r;

    WSAStartup(MAKEWORD(2, 2), &wsa);
    show("localhost any", "localhost", AF_UNSPEC, 0);
    show("localhost v4", "localhost", AF_INET, 0);
    show("localhost v6", "localhost", AF_INET6, 0);
    show("LocalHost any canon", "LocalHost", AF_UNSPEC, AI_CANONNAME);
    show("localhost numerichost", "localhost", AF_UNSPEC, AI_NUMERICHOST);
    gethostname(host, sizeof(host));
    show("own name v4", host, AF_INET, 0);
    show("no such name", "no-such-host.invalid", AF_UNSPEC, 0);
    memset(&hw, 0, sizeof(hw));
    hw.ai_family = AF_INET;
    r = GetAddrInfoW(L"localhost", NULL, &hw, &rw);
    printf("GetAddrInfoW localhost v4: ret=%d family=%d next=%s\n", r, rw ? rw->ai_family : -1,
           rw && rw->ai_next ? "set" : "NULL");
    if (rw)
        FreeAddrInfoW(rw);
    he = gethostbyname("localhost");
    printf("gethostbyname localhost: %s type=%d length=%d addr=%s\n", he ? "found" : "NULL",
           he ? he->h_addrtype : -1, he ? he->h_length : -1,
           he ? inet_ntoa(*(struct in_addr *)he->h_addr_list[0]) : "-");
    he = gethostbyname(host);
    printf("gethostbyname own name: %s addr=%s\n", he ? "found" : "NULL",
           he ? inet_ntoa(*(struct in_addr *)he->h_addr_list[0]) : "-");
    he = gethostbyname("no-such-host.invalid");
    printf("gethostbyname no such name: %s error=%d\n", he ? "found" : "NULL", WSAGetLastError());
    WSACleanup();
    return 0;
}
