/* bench/compat (conformance.py): functions one user32 test file calls and another defines.
 *
 * Wine links all of a folder's test files into one program; the bench builds each file
 * alone. win.c prints a region it did not expect with dump_region, which msg.c defines.
 * Written for this project: the region's rectangles, printed with printf. It sits in an
 * archive, so a build of msg.c (which has its own) does not take it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <windows.h>

void dump_region(HRGN hrgn)
{
    DWORD size, i;
    RGNDATA *data;
    RECT *rect;

    if (!hrgn)
    {
        printf("(null) region\n");
        return;
    }
    size = GetRegionData(hrgn, 0, NULL);
    if (!size || !(data = malloc(size)))
        return;
    if (GetRegionData(hrgn, size, data))
    {
        rect = (RECT *)data->Buffer;
        printf("region %p bounds (%ld,%ld)-(%ld,%ld)", hrgn, data->rdh.rcBound.left,
               data->rdh.rcBound.top, data->rdh.rcBound.right, data->rdh.rcBound.bottom);
        for (i = 0; i < data->rdh.nCount; i++)
            printf(" (%ld,%ld)-(%ld,%ld)", rect[i].left, rect[i].top, rect[i].right,
                   rect[i].bottom);
        printf("\n");
    }
    free(data);
}
