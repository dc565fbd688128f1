/* sh_pidl: the item ID list helpers Wine's explorer walks its address bar with —
 * ILCloneFirst, ILGetNext, ILIsParent, ILFindChild, ILAppendID — over the PIDLs of
 * C:\pidltest\a\b (made here, removed at the end), printed line by line.
 * test/win32/shell/test_shell_pidl.py compares the lines with what Wine 8 prints for
 * the same binary.
 */
#include <windows.h>
#include <shlobj.h>
#include <stdio.h>

static int count(LPCITEMIDLIST p)
{
    int n = 0;
    while (p && p->mkid.cb) {
        n++;
        p = (LPCITEMIDLIST)((const BYTE *)p + p->mkid.cb);
    }
    return n;
}

/* the item index at which ``inner`` points into ``outer`` (-1: not inside it) */
static int index_in(LPCITEMIDLIST outer, LPCITEMIDLIST inner)
{
    int i = 0;
    LPCITEMIDLIST p = outer;
    if (!inner)
        return -1;
    for (;;) {
        if (p == inner)
            return i;
        if (!p->mkid.cb)
            return -1;
        p = (LPCITEMIDLIST)((const BYTE *)p + p->mkid.cb);
        i++;
    }
}

int main(void)
{
    LPITEMIDLIST root, a, b, first, desk, app, one;
    LPITEMIDLIST empty;
    LPCITEMIDLIST next;
    int steps;

    CreateDirectoryW(L"C:\\pidltest", NULL);
    CreateDirectoryW(L"C:\\pidltest\\a", NULL);
    CreateDirectoryW(L"C:\\pidltest\\a\\b", NULL);
    root = ILCreateFromPathW(L"C:\\pidltest");
    a = ILCreateFromPathW(L"C:\\pidltest\\a");
    b = ILCreateFromPathW(L"C:\\pidltest\\a\\b");
    printf("made root=%d a=%d b=%d\n", root != NULL, a != NULL, b != NULL);
    printf("items a-b=%d b-a=%d\n", count(a) - count(root), count(b) - count(a));

    first = ILCloneFirst(b);
    printf("clonefirst items=%d is-first-of-root=%d null=%d\n", count(first),
           ILIsParent(first, root, FALSE) || ILIsEqual(first, root) || count(root) == 1,
           ILCloneFirst(NULL) == NULL);

    steps = 0;
    for (next = b; next && next->mkid.cb; next = ILGetNext(next))
        steps++;
    printf("getnext steps=%d items=%d last=%d null=%d\n", steps, count(b),
           ILGetNext((LPCITEMIDLIST)((const BYTE *)b + ILGetSize(b) - 2)) == NULL,
           ILGetNext(NULL) == NULL);

    printf("isparent root-b=%d root-b-imm=%d a-b-imm=%d b-a=%d a-a=%d a-a-imm=%d null=%d\n",
           ILIsParent(root, b, FALSE), ILIsParent(root, b, TRUE), ILIsParent(a, b, TRUE),
           ILIsParent(b, a, FALSE), ILIsParent(a, a, FALSE), ILIsParent(a, a, TRUE),
           ILIsParent(NULL, a, FALSE));

    SHGetSpecialFolderLocation(NULL, CSIDL_DESKTOP, &desk);
    printf("desktop items=%d\n", count(desk));
    printf("findchild root-b=%d a-b=%d b-a=%d a-a=%d desk-b=%d\n",
           index_in(b, ILFindChild(root, b)), index_in(b, ILFindChild(a, b)),
           index_in(a, ILFindChild(b, a)), index_in(a, ILFindChild(a, a)),
           index_in(b, ILFindChild(desk, b)));

    one = ILCloneFirst(ILFindChild(a, b));          /* b's last item alone */
    app = ILAppendID(ILClone(a), &one->mkid, TRUE);
    printf("appendid end-equals-b=%d items=%d\n", ILIsEqual(app, b), count(app));
    app = ILAppendID(app, &one->mkid, FALSE);
    printf("appendid start items=%d first-is-b-last=%d\n", count(app),
           app->mkid.cb == one->mkid.cb &&
           !memcmp(app->mkid.abID, one->mkid.abID, one->mkid.cb - 2));

    empty = ILCloneFirst(desk);
    printf("clonefirst-empty items=%d\n", count(empty));

    ILFree(root); ILFree(a); ILFree(b); ILFree(first); ILFree(app); ILFree(one);
    ILFree(desk); ILFree(empty);
    RemoveDirectoryW(L"C:\\pidltest\\a\\b");
    RemoveDirectoryW(L"C:\\pidltest\\a");
    RemoveDirectoryW(L"C:\\pidltest");
    printf("done\n");
    return 0;
}
