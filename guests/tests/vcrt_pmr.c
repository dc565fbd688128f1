/* MSVCP140_1's memory resources (dlls/msvcp140_1/resources.py) and VCRUNTIME140's
 * __std_type_info_* functions (dlls/vcruntime140/typeinfo.py), called as the Visual C++
 * headers' inline code calls them: a resource through its vtable (__thiscall at x86),
 * type_info's data ({undecorated name; decorated name}) and a module's list root. */
#include <windows.h>
#include <stdio.h>
#include <string.h>

#ifdef _WIN64
#define THISCALL
#else
#define THISCALL __attribute__((thiscall))
#endif

typedef struct resource { void **vtable; } resource;
typedef void *(THISCALL *allocate_fn)(resource *, size_t, size_t);
typedef void (THISCALL *deallocate_fn)(resource *, void *, size_t, size_t);
typedef int (THISCALL *is_equal_fn)(resource *, resource *);
typedef resource *(__cdecl *get_fn)(void);
typedef resource *(__cdecl *set_fn)(resource *);

typedef struct type_data { const char *name; char decorated[32]; } type_data;
typedef const char *(__cdecl *name_fn)(type_data *, void *);
typedef void (__cdecl *destroy_fn)(void *);
typedef int (__cdecl *compare_fn)(const type_data *, const type_data *);
typedef size_t (__cdecl *hash_fn)(const type_data *);

static void *allocate(resource *r, size_t n, size_t align)
{
    return ((allocate_fn)r->vtable[1])(r, n, align);
}

static void deallocate(resource *r, void *p, size_t n, size_t align)
{
    ((deallocate_fn)r->vtable[2])(r, p, n, align);
}

static int is_equal(resource *r, resource *other)
{
    return ((is_equal_fn)r->vtable[3])(r, other) & 0xFF;    /* bool: AL */
}

int main(void)
{
    HMODULE p1 = LoadLibraryA("msvcp140_1.dll"), vc = LoadLibraryA("vcruntime140.dll");
    get_fn aligned_nd = (get_fn)GetProcAddress(p1, "_Aligned_new_delete_resource");
    get_fn unaligned_nd = (get_fn)GetProcAddress(p1, "_Unaligned_new_delete_resource");
    get_fn null_res = (get_fn)GetProcAddress(p1, "null_memory_resource");
    get_fn get_default = (get_fn)GetProcAddress(p1, "_Aligned_get_default_resource");
    get_fn uget_default = (get_fn)GetProcAddress(p1, "_Unaligned_get_default_resource");
    set_fn set_default = (set_fn)GetProcAddress(p1, "_Aligned_set_default_resource");
    set_fn uset_default = (set_fn)GetProcAddress(p1, "_Unaligned_set_default_resource");
    name_fn name = (name_fn)GetProcAddress(vc, "__std_type_info_name");
    destroy_fn destroy = (destroy_fn)GetProcAddress(vc, "__std_type_info_destroy_list");
    compare_fn compare = (compare_fn)GetProcAddress(vc, "__std_type_info_compare");
    hash_fn hash = (hash_fn)GetProcAddress(vc, "__std_type_info_hash");
    resource *a, *u, *n, *prev;
    void *p, *q;
    static void *root[2] __attribute__((aligned(16)));   /* an SLIST_HEADER */
    static type_data foo = {NULL, ".?AVFoo@@"}, foo2 = {NULL, ".?AVFoo@@"};
    static type_data bar = {NULL, ".?AVBar@@"}, ns = {NULL, ".?AUnode@detail@@"};
    const char *s, *t;

    printf("loaded: %d %d\n", p1 != NULL, vc != NULL);
    a = aligned_nd();
    u = unaligned_nd();
    n = null_res();
    printf("default is aligned new/delete: %d\n", get_default() == a);
    printf("unaligned default is the unaligned one: %d\n", uget_default() == u);
    printf("distinct: %d %d %d\n", a != u, a != n, u != n);
    printf("is_equal: self %d, other %d\n", is_equal(a, a), is_equal(a, n));
    p = allocate(a, 100, 64);
    q = allocate(a, 24, 4);
    printf("aligned allocate: %d %d, 64-aligned %d\n", p != NULL, q != NULL,
           ((ULONG_PTR)p & 63) == 0);
    memset(p, 0x5A, 100);
    deallocate(a, p, 100, 64);
    deallocate(a, q, 24, 4);
    p = allocate(u, 40, 8);
    printf("unaligned allocate: %d, 8-aligned %d\n", p != NULL, ((ULONG_PTR)p & 7) == 0);
    deallocate(u, p, 40, 8);
    prev = set_default(n);
    printf("set null: previous aligned %d, default null %d %d\n", prev == a,
           get_default() == n, uget_default() == n);
    prev = uset_default(NULL);
    printf("set NULL: previous null %d, default %d %d\n", prev == n,
           get_default() == a, uget_default() == u);
    prev = set_default(u);
    printf("set unaligned: previous %d, default %d\n", prev == a, get_default() == u);
    set_default(NULL);

    s = name(&foo, root);
    t = name(&foo, root);
    printf("name: \"%s\" again same %d, kept %d\n", s, s == t, foo.name == s);
    printf("name: \"%s\" \"%s\"\n", name(&bar, root), name(&ns, root));
    printf("list: %d\n", root[0] != NULL || root[1] != NULL);
    printf("compare: same %d, equal names %d, Foo/Bar %d, Bar/Foo %d\n",
           compare(&foo, &foo), compare(&foo, &foo2), compare(&foo, &bar) > 0,
           compare(&bar, &foo) < 0);
    printf("hash: %08lx %08lx equal %d\n", (unsigned long)hash(&foo),
           (unsigned long)hash(&bar), hash(&foo) == hash(&foo2));
    destroy(root);
    destroy(root);          /* an empty list: nothing to free */
    printf("destroyed\n");
    return 0;
}
