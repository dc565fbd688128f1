// msvc_rtti64: Visual C++'s x64 run-time type information as a real MSVC-ABI compiler
// emits it (clang++ --target=x86_64-pc-windows-msvc): dynamic_cast through msvcrt.dll's
// __RTDynamicCast and __RTCastToVoid over CompleteObjectLocators whose references are
// image-relative (signature 1), single, multiple and virtual inheritance. Each line is
// what 64-bit Wine 8 prints for the same exe. No MSVC headers: what it uses is declared.
extern "C" int printf(const char *, ...);
extern "C" int fflush(void *);
extern "C" void exit(int);

struct Base { virtual ~Base() {} int b = 1; };
struct Derived : Base { int d = 2; };
struct Other : Base { int o = 3; };
struct Left { virtual ~Left() {} int l = 4; };
struct Right { virtual ~Right() {} int r = 5; };
struct Both : Left, Right { int both = 6; };
struct VBase { virtual ~VBase() {} int v = 7; };
struct VMid1 : virtual VBase { int m1 = 8; };
struct VMid2 : virtual VBase { int m2 = 9; };
struct Diamond : VMid1, VMid2 { int dd = 10; };

__declspec(noinline) Base *make(int kind)
{
    if (kind == 0) return new Derived;
    if (kind == 1) return new Other;
    return new Base;
}

__declspec(noinline) Right *as_right(Both *b) { return b; }
__declspec(noinline) VBase *as_vbase(Diamond *d) { return static_cast<VMid1 *>(d); }

int main(void)
{
    for (int k = 0; k < 3; k++) {
        Base *p = make(k);
        Derived *d = dynamic_cast<Derived *>(p);
        Other *o = dynamic_cast<Other *>(p);
        printf("kind %d: Derived* %s, Other* %s\n", k, d ? "yes" : "NULL", o ? "yes" : "NULL");
        if (d) printf("  d->d=%d\n", d->d);
        delete p;
    }
    Both *both = new Both;
    Right *r = as_right(both);
    Left *l = dynamic_cast<Left *>(r);                  // a cross cast
    Both *back = dynamic_cast<Both *>(r);
    void *whole = dynamic_cast<void *>(r);
    printf("cross cast Right->Left: %s l=%d\n", l ? "yes" : "NULL", l ? l->l : 0);
    printf("down cast Right->Both: %s, same object %d\n", back ? "yes" : "NULL", back == both);
    printf("dynamic_cast<void*>: complete object %d, offset of Right %d\n", whole == both,
           (int)((char *)r - (char *)both));
    delete both;
    Diamond *dm = new Diamond;
    VBase *vb = as_vbase(dm);
    Diamond *dback = dynamic_cast<Diamond *>(vb);
    VMid2 *m2 = dynamic_cast<VMid2 *>(vb);
    printf("virtual base VBase->Diamond: %s, same %d; ->VMid2: %s m2=%d\n",
           dback ? "yes" : "NULL", dback == dm, m2 ? "yes" : "NULL", m2 ? m2->m2 : 0);
    delete dm;
    printf("null: %s\n", dynamic_cast<Derived *>((Base *)0) ? "yes" : "NULL");
    printf("done\n");
    fflush(0);
    return 0;
}

extern "C" void start(void) { exit(main()); }

// operator new/delete for this program (an MSVC link takes them from vcruntime's static
// library): msvcrt's malloc and free
extern "C" void *malloc(unsigned long long);
extern "C" void free(void *);
void *operator new(unsigned long long n) { return malloc(n); }
void operator delete(void *p) noexcept { free(p); }
void operator delete(void *p, unsigned long long) noexcept { free(p); }

/* The vftable every TypeDescriptor points at (std::type_info's): nothing reads it here. */
asm(".section .rdata,\"dr\"\n.globl \"??_7type_info@@6B@\"\n\"??_7type_info@@6B@\":\n.quad 0\n.text\n");
