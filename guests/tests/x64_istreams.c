#include "istreams.c"
