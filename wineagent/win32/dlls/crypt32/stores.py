"""crypt32.dll's certificate stores: CertOpenStore (memory, collection and system stores),
CertOpenSystemStore, CertDuplicateStore, CertCloseStore, CertEnumCertificatesInStore and
CertFindCertificateInStore.

Programs built with Rust's TLS crates (rustls-native-certs, schannel) open the ROOT and CA
system stores at start-up to collect the machine's trusted roots, whether or not they
will ever go on the network (tombi, turbo and sentry-cli do; zizmor builds a chain engine).

A system store is the registry key ``SystemCertificates\\NAME`` under the location's root
(``HKCU\\Software\\Microsoft`` for CERT_SYSTEM_STORE_CURRENT_USER, ``HKLM\\SOFTWARE\\
Microsoft`` for LOCAL_MACHINE), as on Windows; the predefined ones (MY, Root, CA, Trust,
...) always exist, another name is created when opened (its key appears) unless
CERT_STORE_OPEN_EXISTING_FLAG asks for an existing one (ERROR_FILE_NOT_FOUND), and
CERT_STORE_DELETE_FLAG removes it. This machine has **no certificates installed**: every
system store is empty, as a Windows whose stores were cleared, so enumerating or
searching one ends at once with CRYPT_E_NOT_FOUND and a TLS client finds no trusted root
(under Wine the ROOT store holds the host's CA bundle). Memory and collection stores
start empty too. Adding certificates (CertAddEncodedCertificateToStore,
CertCreateCertificateContext: decoding X.509) is not implemented, so no certificate
context can exist here; the stores reached through a certificate file, PKCS #7, PKCS #12,
a registry handle or LDAP stop the guest naming the provider.
"""

from ....abi.api import BOTH, Unimplemented, api
from ...core.dllnames import CRYPT32
from ...core.winerror import (ERROR_CALL_NOT_IMPLEMENTED, ERROR_FILE_EXISTS,
                              ERROR_FILE_NOT_FOUND, E_INVALIDARG)
from ...kernel.handletable import handle_kind

__all__ = ["CertStore", "CRYPT_E_NOT_FOUND", "PREDEFINED_STORES"]

#: "Cannot find object or property": the end of an enumeration, a search without a match
CRYPT_E_NOT_FOUND = 0x80092004
#: CertCloseStore(CERT_CLOSE_STORE_CHECK_FLAG) while certificate contexts are still held
CRYPT_E_PENDING_CLOSE = 0x8009200F

CERT_STORE_PROV_MEMORY, CERT_STORE_PROV_SYSTEM_A, CERT_STORE_PROV_SYSTEM_W = 2, 9, 10
CERT_STORE_PROV_COLLECTION = 11
CERT_STORE_PROV_SYSTEM_REGISTRY_A, CERT_STORE_PROV_SYSTEM_REGISTRY_W = 12, 13
#: the providers known by number (wincrypt.h) that this module does not open
_OTHER_PROVIDERS = {1: "CERT_STORE_PROV_MSG", 3: "CERT_STORE_PROV_FILE",
                    4: "CERT_STORE_PROV_REG", 5: "CERT_STORE_PROV_PKCS7",
                    6: "CERT_STORE_PROV_SERIALIZED", 7: "CERT_STORE_PROV_FILENAME_A",
                    8: "CERT_STORE_PROV_FILENAME_W", 14: "CERT_STORE_PROV_PHYSICAL_W",
                    15: "CERT_STORE_PROV_SMART_CARD_W", 16: "CERT_STORE_PROV_LDAP_W",
                    17: "CERT_STORE_PROV_PKCS12"}
#: sz_CERT_STORE_PROV_*: the providers' names (compared without regard to case)
_NAMED_PROVIDERS = {"memory": CERT_STORE_PROV_MEMORY, "system": CERT_STORE_PROV_SYSTEM_W,
                    "collection": CERT_STORE_PROV_COLLECTION,
                    "systemregistry": CERT_STORE_PROV_SYSTEM_REGISTRY_W,
                    "file": 3, "reg": 4, "pkcs7": 5, "serialized": 6, "filename": 8,
                    "physical": 14, "smartcard": 15, "ldap": 16, "pkcs12": 17}

CERT_STORE_DELETE_FLAG = 0x10
CERT_STORE_CREATE_NEW_FLAG, CERT_STORE_OPEN_EXISTING_FLAG = 0x2000, 0x4000
CERT_SYSTEM_STORE_RELOCATE_FLAG = 0x80000000
CERT_SYSTEM_STORE_LOCATION_MASK = 0x00FF0000
CERT_CLOSE_STORE_CHECK_FLAG = 0x2
_HKCU, _HKLM = 0x80000001, 0x80000002
#: system store location (CERT_SYSTEM_STORE_*_ID << 16) -> (root key, path to the stores)
_LOCATIONS = {1 << 16: (_HKCU, "Software\\Microsoft\\SystemCertificates"),
              2 << 16: (_HKLM, "SOFTWARE\\Microsoft\\SystemCertificates"),
              7 << 16: (_HKCU, "Software\\Policies\\Microsoft\\SystemCertificates"),
              8 << 16: (_HKLM, "SOFTWARE\\Policies\\Microsoft\\SystemCertificates"),
              9 << 16: (_HKLM, "SOFTWARE\\Microsoft\\EnterpriseCertificates")}
_LOCATION_NAMES = {4 << 16: "CERT_SYSTEM_STORE_CURRENT_SERVICE",
                   5 << 16: "CERT_SYSTEM_STORE_SERVICES", 6 << 16: "CERT_SYSTEM_STORE_USERS"}
#: the system stores every Windows has (lower case)
PREDEFINED_STORES = ("my", "root", "trust", "ca", "authroot", "disallowed", "trustedpeople",
                     "trustedpublisher", "smartcardroot", "request", "clientauthissuer",
                     "trusteddevices", "remote desktop", "homegroup machine certificates")


@handle_kind("certificate store")
class CertStore:
    """An open certificate store (HCERTSTORE): what kind it is, and how many times it
    was opened or duplicated (CertCloseStore releases one reference)."""

    def __init__(self, provider, name=None):
        self.provider = provider
        self.name = name
        self.refs = 1
        self.certificates = []        # none can be added here (see the module docstring)

    def close(self):
        """Nothing to release: the store holds no certificate contexts."""


def _provider(c, provider):
    """The provider number of CertOpenStore's lpszStoreProvider: a small integer, or a
    name (an ANSI string, whatever the variant); None for a name no provider has."""
    if provider < 0x10000:
        return provider
    return _NAMED_PROVIDERS.get(c.vm.mem.cstr(provider).lower())


def _system_store(c, flags, name, registry=False):
    """Open, create or delete the system store ``name`` as CertOpenStore's flags ask:
    a CertStore, or None with the last error set (a deletion that succeeded leaves it 0,
    as documented). A location that is none of the known ones is E_INVALIDARG for the
    SystemRegistry provider (``registry``) and ERROR_FILE_NOT_FOUND for the System one,
    which first looks for the location's physical stores (Wine answers so)."""
    vm = c.vm
    if flags & CERT_SYSTEM_STORE_RELOCATE_FLAG:
        raise Unimplemented("CRYPT32.dll!CertOpenStore: CERT_SYSTEM_STORE_RELOCATE_FLAG")
    location = flags & CERT_SYSTEM_STORE_LOCATION_MASK
    if location in _LOCATION_NAMES:
        raise Unimplemented("CRYPT32.dll!CertOpenStore: %s" % _LOCATION_NAMES[location])
    if location not in _LOCATIONS or not name:
        vm.last_error = E_INVALIDARG if registry or not name else ERROR_FILE_NOT_FOUND
        return None
    root, path = _LOCATIONS[location]
    base = vm.registry.roots[root]
    key = vm.registry.find(base, path + "\\" + name)
    exists = key is not None or name.lower() in PREDEFINED_STORES
    if flags & CERT_STORE_DELETE_FLAG:
        if key is None:
            vm.last_error = ERROR_FILE_NOT_FOUND if not exists else 0
            return None
        for sub in list(key.subkeys.values()):
            if sub.subkeys:
                raise Unimplemented("CRYPT32.dll!CertOpenStore: deleting a system store "
                                    "that holds certificates")
            vm.registry.delete_key(sub)
        vm.registry.delete_key(key)
        vm.last_error = 0
        return None
    if flags & CERT_STORE_OPEN_EXISTING_FLAG and not exists:
        vm.last_error = ERROR_FILE_NOT_FOUND
        return None
    if flags & CERT_STORE_CREATE_NEW_FLAG and exists:
        vm.last_error = ERROR_FILE_EXISTS
        return None
    if key is None:
        key = vm.registry.create(base, path + "\\" + name)[0]
    certs = key.child("Certificates")
    if certs is not None and certs.subkeys:
        raise Unimplemented("CRYPT32.dll!CertOpenStore: a system store holding certificates "
                            "(decoding them)")
    return CertStore(CERT_STORE_PROV_SYSTEM_W, name)


@api(CRYPT32, "CertOpenStore", "LPVOID provider, DWORD encoding, LPVOID prov, DWORD flags, "
     "LPVOID para", widths=BOTH)
def CertOpenStore(c, provider, encoding, prov, flags, para):
    """Open a certificate store of ``provider``: a new empty memory or collection store,
    or a system store (``para`` its name, wide for CERT_STORE_PROV_SYSTEM(_W) and
    SYSTEM_REGISTRY(_W), ANSI for the _A ones; ``flags`` its location). NULL with the
    last error set when it cannot be opened."""
    vm = c.vm
    kind = _provider(c, provider)
    if kind in _OTHER_PROVIDERS:
        raise Unimplemented("CRYPT32.dll!CertOpenStore: %s" % _OTHER_PROVIDERS[kind])
    if kind in (CERT_STORE_PROV_MEMORY, CERT_STORE_PROV_COLLECTION):
        if flags & CERT_STORE_DELETE_FLAG:
            # a store that lives only in memory has nothing to delete: its provider
            # does not support deletion (Wine answers the same)
            vm.last_error = ERROR_CALL_NOT_IMPLEMENTED
            return 0
        return vm.new_handle(CertStore(kind))
    if kind in (CERT_STORE_PROV_SYSTEM_A, CERT_STORE_PROV_SYSTEM_W,
                CERT_STORE_PROV_SYSTEM_REGISTRY_A, CERT_STORE_PROV_SYSTEM_REGISTRY_W):
        wide = kind in (CERT_STORE_PROV_SYSTEM_W, CERT_STORE_PROV_SYSTEM_REGISTRY_W)
        name = (vm.mem.wstr(para) if wide else vm.mem.cstr(para)) if para else None
        store = _system_store(c, flags, name, registry=kind in (
            CERT_STORE_PROV_SYSTEM_REGISTRY_A, CERT_STORE_PROV_SYSTEM_REGISTRY_W))
        return vm.new_handle(store) if store is not None else 0
    # No such provider: Windows then looks for one registered under the name's OID and
    # finds none (Wine answers the same).
    vm.last_error = ERROR_FILE_NOT_FOUND
    return 0


@api(CRYPT32, "CertOpenSystemStore{AW}", "LPVOID prov, LPCTSTR name", widths=BOTH)
def CertOpenSystemStore(c, prov, name):
    """The current user's system store ``name`` (created when it does not exist), as
    CertOpenStore(CERT_STORE_PROV_SYSTEM, CERT_SYSTEM_STORE_CURRENT_USER) opens it."""
    store = _system_store(c, 1 << 16, name)
    return c.vm.new_handle(store) if store is not None else 0


def _store(c, h):
    """The CertStore behind ``h``, or None (ERROR_INVALID_HANDLE is not what Windows
    sets for a bad HCERTSTORE, a pointer there: E_INVALIDARG is Wine's answer)."""
    store = c.vm.handles.get(h, CertStore) if h else None
    if store is None:
        c.vm.last_error = E_INVALIDARG
    return store


@api(CRYPT32, "CertDuplicateStore", "HANDLE h", widths=BOTH)
def CertDuplicateStore(c, h):
    """The same store with one more reference (each needs its CertCloseStore)."""
    store = _store(c, h)
    if store is None:
        return 0
    store.refs += 1
    return h


@api(CRYPT32, "CertCloseStore", "HANDLE h, DWORD flags", widths=BOTH)
def CertCloseStore(c, h, flags):
    """Release one reference to a store; the last one closes it. NULL is accepted (TRUE),
    as Windows does. No certificate context is ever held here, so
    CERT_CLOSE_STORE_CHECK_FLAG finds none pending."""
    if not h:
        return 1
    store = _store(c, h)
    if store is None:
        return 0
    store.refs -= 1
    if store.refs <= 0:
        c.vm.handles.close(h)
    return 1


def _no_context(prev, api_name):
    if prev:
        raise Unimplemented("CRYPT32.dll!%s: a previous certificate context (none can be "
                            "created here)" % api_name)


@api(CRYPT32, "CertEnumCertificatesInStore", "HANDLE h, LPVOID prev", widths=BOTH)
def CertEnumCertificatesInStore(c, h, prev):
    """The next certificate of a store after ``prev`` (the first for NULL): the stores here
    hold none, so NULL with CRYPT_E_NOT_FOUND, the end of the enumeration."""
    store = _store(c, h)
    if store is None:
        return 0
    _no_context(prev, "CertEnumCertificatesInStore")
    c.vm.last_error = CRYPT_E_NOT_FOUND
    return 0


@api(CRYPT32, "CertFindCertificateInStore", "HANDLE h, DWORD encoding, DWORD flags, "
     "DWORD find_type, LPVOID para, LPVOID prev", widths=BOTH)
def CertFindCertificateInStore(c, h, encoding, flags, find_type, para, prev):
    """The next certificate of a store that matches the search: none can in an empty
    store, whatever ``find_type`` asks, so NULL with CRYPT_E_NOT_FOUND."""
    store = _store(c, h)
    if store is None:
        return 0
    _no_context(prev, "CertFindCertificateInStore")
    c.vm.last_error = CRYPT_E_NOT_FOUND
    return 0
