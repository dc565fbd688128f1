"""ADVAPI32's TRUSTEE helpers (aclapi.h): the Build* functions fill a TRUSTEE naming a
SID, an account name, or an OBJECTS_AND_SID / OBJECTS_AND_NAME structure; the Get*
functions read one field back. They only lay out and read the structures; what a
TRUSTEE means is SetEntriesInAcl's (acl.py). A and W share the layout (the name fields
are pointers). A NULL TRUSTEE is ignored by the Build functions and answers
TRUSTEE_BAD_FORM / TRUSTEE_IS_UNKNOWN / NULL from the Get functions, as under Wine.
Qt5Core builds its current user's and Everyone's trustees at start-up."""

from ....abi.api import BOTH, api
from ....abi.structs import struct
from ...core.dllnames import ADVAPI32
from ...core.structures import GUID
from .acl import TRUSTEE, TRUSTEE_IS_NAME, TRUSTEE_IS_SID

NO_MULTIPLE_TRUSTEE = 0
TRUSTEE_BAD_FORM, TRUSTEE_IS_OBJECTS_AND_SID, TRUSTEE_IS_OBJECTS_AND_NAME = 2, 3, 4
TRUSTEE_IS_UNKNOWN = 0
ACE_OBJECT_TYPE_PRESENT, ACE_INHERITED_OBJECT_TYPE_PRESENT = 0x1, 0x2

OBJECTS_AND_SID = struct("OBJECTS_AND_SID", "DWORD ObjectsPresent; GUID ObjectTypeGuid; "
                         "GUID InheritedObjectTypeGuid; PVOID pSid")
OBJECTS_AND_NAME = struct("OBJECTS_AND_NAME", "DWORD ObjectsPresent; DWORD ObjectType; "
                          "PVOID ObjectTypeName; PVOID InheritedObjectTypeName; "
                          "PVOID ptstrName")


def _build(c, trustee, form, name):
    if trustee:
        TRUSTEE.write(c.vm.mem, trustee, c.ptr_size, pMultipleTrustee=0,
                      MultipleTrusteeOperation=NO_MULTIPLE_TRUSTEE, TrusteeForm=form,
                      TrusteeType=TRUSTEE_IS_UNKNOWN, ptstrName=name)


@api(ADVAPI32, "BuildTrusteeWithSid{AW}", "LPVOID trustee, LPVOID sid", widths=BOTH)
def BuildTrusteeWithSid(c, trustee, sid):
    """A TRUSTEE_IS_SID trustee of type TRUSTEE_IS_UNKNOWN pointing at ``sid``."""
    _build(c, trustee, TRUSTEE_IS_SID, sid)


@api(ADVAPI32, "BuildTrusteeWithName{AW}", "LPVOID trustee, LPVOID name", widths=BOTH)
def BuildTrusteeWithName(c, trustee, name):
    """A TRUSTEE_IS_NAME trustee pointing at the account name ``name``."""
    _build(c, trustee, TRUSTEE_IS_NAME, name)


@api(ADVAPI32, "BuildTrusteeWithObjectsAndSid{AW}", "LPVOID trustee, LPVOID objects, "
     "LPVOID object_type, LPVOID inherited_type, LPVOID sid", widths=BOTH)
def BuildTrusteeWithObjectsAndSid(c, trustee, objects, object_type, inherited_type, sid):
    """Fill ``objects`` (OBJECTS_AND_SID: the GUIDs given, each flagged present, zeros
    for the others, and ``sid``) and make a TRUSTEE_IS_OBJECTS_AND_SID trustee of it."""
    mem, width = c.vm.mem, c.ptr_size
    if objects:
        present = 0
        guids = {}
        for field, p, flag in (("ObjectTypeGuid", object_type, ACE_OBJECT_TYPE_PRESENT),
                               ("InheritedObjectTypeGuid", inherited_type,
                                ACE_INHERITED_OBJECT_TYPE_PRESENT)):
            guids[field] = bytes(mem.read(p, GUID.sizeof())) if p else bytes(GUID.sizeof())
            present |= flag if p else 0
        OBJECTS_AND_SID.write(mem, objects, width, ObjectsPresent=present, pSid=sid)
        for field, data in guids.items():
            mem.write(objects + OBJECTS_AND_SID.offsetof(field, width), data)
    _build(c, trustee, TRUSTEE_IS_OBJECTS_AND_SID, objects)


@api(ADVAPI32, "BuildTrusteeWithObjectsAndName{AW}", "LPVOID trustee, LPVOID objects, "
     "DWORD object_type, LPVOID type_name, LPVOID inherited_name, LPVOID name",
     widths=BOTH)
def BuildTrusteeWithObjectsAndName(c, trustee, objects, object_type, type_name,
                                   inherited_name, name):
    """Fill ``objects`` (OBJECTS_AND_NAME: the object type, each type name given and
    flagged present — one not given is left as it was, as Wine leaves it — and the
    trustee's name) and make a TRUSTEE_IS_OBJECTS_AND_NAME trustee of it."""
    if objects:
        given = {}
        present = 0
        if type_name:
            given["ObjectTypeName"] = type_name
            present |= ACE_OBJECT_TYPE_PRESENT
        if inherited_name:
            given["InheritedObjectTypeName"] = inherited_name
            present |= ACE_INHERITED_OBJECT_TYPE_PRESENT
        OBJECTS_AND_NAME.write(c.vm.mem, objects, c.ptr_size, ObjectsPresent=present,
                               ObjectType=object_type, ptstrName=name, **given)
    _build(c, trustee, TRUSTEE_IS_OBJECTS_AND_NAME, objects)


def _field(c, trustee, name, default):
    if not trustee:
        return default
    return getattr(TRUSTEE.at(c.vm.mem, trustee, c.ptr_size), name)


@api(ADVAPI32, "GetTrusteeForm{AW}", "LPVOID trustee", widths=BOTH)
def GetTrusteeForm(c, trustee):
    """The TRUSTEE_FORM (TRUSTEE_BAD_FORM for NULL)."""
    return _field(c, trustee, "TrusteeForm", TRUSTEE_BAD_FORM)


@api(ADVAPI32, "GetTrusteeType{AW}", "LPVOID trustee", widths=BOTH)
def GetTrusteeType(c, trustee):
    """The TRUSTEE_TYPE (TRUSTEE_IS_UNKNOWN for NULL)."""
    return _field(c, trustee, "TrusteeType", TRUSTEE_IS_UNKNOWN)


@api(ADVAPI32, "GetTrusteeName{AW}", "LPVOID trustee", widths=BOTH)
def GetTrusteeName(c, trustee):
    """The ptstrName member: the name, SID or OBJECTS_AND_* pointer (NULL for NULL)."""
    return _field(c, trustee, "ptstrName", 0)


@api(ADVAPI32, "GetMultipleTrustee{AW}", "LPVOID trustee", widths=BOTH)
def GetMultipleTrustee(c, trustee):
    """The pMultipleTrustee member (NULL for NULL)."""
    return _field(c, trustee, "pMultipleTrustee", 0)


@api(ADVAPI32, "GetMultipleTrusteeOperation{AW}", "LPVOID trustee", widths=BOTH)
def GetMultipleTrusteeOperation(c, trustee):
    """The MultipleTrusteeOperation member (NO_MULTIPLE_TRUSTEE for NULL)."""
    return _field(c, trustee, "MultipleTrusteeOperation", NO_MULTIPLE_TRUSTEE)
