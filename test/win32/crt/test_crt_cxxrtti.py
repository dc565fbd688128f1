"""msvcrt.dll's C++ classes, RTTI helpers and name undecoration, reached as Wine's cpp.c
reaches them (GetProcAddress, __thiscall members): ``crt_cxxrtti.exe``
(guests/tests/crt_cxxrtti.c) prints what Wine 8 prints (test/expected/crt_cxxrtti.txt:
``xvfb-run -a wine test/exe/crt_cxxrtti.exe``, line ends stripped).
"""

import os

import pytest

from paths import TEST_DIR as HERE, guest_exe
from wineagent.win32.dlls.msvcrt.undname import undecorate


def test_the_cxx_classes_guest_prints_what_wine_prints(boot):
    vm = boot(guest_exe("crt_cxxrtti")).vm
    for _ in range(200):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    with open(os.path.join(HERE, "expected", "crt_cxxrtti.txt"), encoding="utf-8") as f:
        assert vm.stdout_log == f.read().splitlines()
    assert vm.machine.exited and vm.machine.exit_code == 0


#: What ``crt_cxxrtti.exe MODE`` prints under Wine 8: the exception the RTTI helper throws,
#: seen by the unhandled-exception filter (typeid of NULL, of an object whose vtable
#: pointer is unreadable, a failed dynamic_cast to a reference).
THROWN = {
    "typeid": ['thrown: .?AVbad_typeid@@, 2 catchable types, message "Attempted a typeid '
               'of NULL pointer!", unwind=dtor:1'],
    "badptr": ['thrown: .?AV__non_rtti_object@@, 3 catchable types, message "Bad read '
               'pointer - no RTTI data!", unwind=dtor:1'],
    "cast": ["cast to its own class: ok",
             'thrown: .?AVbad_cast@@, 2 catchable types, message "Bad dynamic_cast!", '
             'unwind=dtor:1'],
}


@pytest.mark.parametrize("mode", sorted(THROWN))
def test_the_rtti_helpers_throw_what_wine_throws(boot, mode):
    vm = boot(guest_exe("crt_cxxrtti"), args=mode).vm
    for _ in range(200):
        if vm.ended:
            break
        vm.run_batch()
    assert vm.machine.fault is None, vm.machine.fault
    assert vm.stdout_log == THROWN[mode]
    assert vm.machine.exited and vm.machine.exit_code == 0


#: Names and their undecorated forms as Windows' msvcrt.dll prints them (from Wine's
#: cpp.c, whose checks pass on Windows), one per feature of the decoration.
WINDOWS = [
    # a constructor of a class template; the argument is a back-reference to the class
    ("??0?$basic_filebuf@DU?$char_traits@D@std@@@std@@QAE@ABV01@@Z",
     "public: __thiscall std::basic_filebuf<char,struct std::char_traits<char> >::"
     "basic_filebuf<char,struct std::char_traits<char> >(class std::basic_filebuf<char,"
     "struct std::char_traits<char> > const &)", 0),
    # a function returning a pointer to a function
    ("?_query_new_handler@@YAP6AHI@ZXZ",
     "int (__cdecl*__cdecl _query_new_handler(void))(unsigned int)", 0),
    # a static member; the names repeated as digits
    ("?_Sync@ios_base@std@@0_NA", "private: static bool std::ios_base::_Sync", 0),
    ("??_U@YAPAXI@Z", "void * __cdecl operator new[](unsigned int)", 0),
    # the vbtable of a class template for one of its bases
    ("??_8?$basic_fstream@DU?$char_traits@D@std@@@std@@7B?$basic_ostream@DU?$char_traits"
     "@D@std@@@1@@",
     "const std::basic_fstream<char,struct std::char_traits<char> >::`vbtable'{for "
     "`std::basic_ostream<char,struct std::char_traits<char> >'}", 0),
    ("?aaa@@YAHSAUbbb@@@Z", "int __cdecl aaa(struct bbb * const volatile)", 0),
    ("?$aaa@Vbbb@ccc@@Vddd@2@", "aaa<class ccc::bbb,class ccc::ddd>", 0),
    ("?$AAA@?C@", "AAA<`template-parameter-2'>", 0),
    ("?f@T@@QAEHQCY1BE@BO@D@Z", "public: int __thiscall T::f(char (volatile * const)[20][30])",
     0),
    ("??0?$Foo@U?$vector_c@H$00$01$0?1$0A@$0A@" + "$0HPPPPPPP@" * 15 + "@mpl@boost@@@@QAE@XZ",
     "public: __thiscall Foo<struct boost::mpl::vector_c<int,1,2,-2,0,0" + ",2147483647" * 15
     + "> >::Foo<struct boost::mpl::vector_c<int,1,2,-2,0,0" + ",2147483647" * 15
     + "> >(void)", 0),
    ("?swprintf@@YAHPA_WIPB_WZZ",
     "int __cdecl swprintf(wchar_t *,unsigned int,wchar_t const *,...)", 0),
    ("?_R2@?BN@???$_Fabs@N@std@@YANAEBV?$complex@N@1@PEAH@Z@4NB",
     "double const `double __cdecl std::_Fabs<double>(class std::complex<double> const & "
     "__ptr64,int * __ptr64)'::`29'::_R2", 0),
    ("?vtordisp_thunk@std@@$4PPPPPPPM@3EAA_NXZ",
     "[thunk]:public: virtual bool __cdecl std::vtordisp_thunk`vtordisp{4294967292,4}' "
     "(void) __ptr64", 0),
    ("??_E?$TStrArray@$$BY0BAA@D$0BA@@@UAEPAXI@Z",
     "public: virtual void * __thiscall TStrArray<char [256],16>::"
     "`vector deleting destructor'(unsigned int)", 0),
    ("?func@@YAXPIFAH@Z", "void __cdecl func(int __unaligned * __restrict)", 0),
    ("?pfunc@@3PAY0E@P6AXF@ZA", "void (__cdecl*(* pfunc)[4])(short)", 0),
    ("??$?BH@?$foo@N@@QEAAHXZ", "public: __cdecl foo<double>::operator<int> int(void) __ptr64",
     0),
    ("?ptititi2@@3PERtititi@@IER1@",
     "unsigned int const tititi::* __ptr64 const __ptr64 ptititi2", 0),
    ("?meth@AAA@@QFCEXXZ", "public: void __thiscall AAA::meth(void)volatile __unaligned ", 0),
    ("?AV?$CDB_GEN_BIG_ENUM_FLAG@W4CDB_WYSIWYG_BITS_ENUM@@$0HO@@@",
     "class CDB_GEN_BIG_ENUM_FLAG<enum CDB_WYSIWYG_BITS_ENUM,126>", 0x2800),
    ("P8test@@BACXZ", "signed char (__cdecl test::*)(void)const ", 0x2800),
]


@pytest.mark.parametrize("mangled, text, flags", WINDOWS)
def test_undname_prints_what_windows_prints(mangled, text, flags):
    assert undecorate(mangled, flags) == text


@pytest.mark.parametrize("mangled", ["??0aa.a@@QAE@XZ",
                                     "?AV?$CDB_GEN_BIG_ENUM_FLAG@W4CDB_WYSIWYG_BITS_ENUM@@$01@@@"])
def test_a_name_not_read_to_its_end_is_not_undecorated(mangled):
    # __unDName then answers the name as it is (Windows' answer in Wine's cpp.c)
    assert undecorate(mangled, 0x2800 if mangled.startswith("?AV") else 0) is None
