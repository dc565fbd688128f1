#include "msvcp_more.c"
