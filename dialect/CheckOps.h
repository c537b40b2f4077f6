//===- CheckOps.h - The check dialect ---------------------------*- C++ -*-===//

#ifndef STABLEHLO_GO_DIALECT_CHECKOPS_H
#define STABLEHLO_GO_DIALECT_CHECKOPS_H

#include "StablehloOps.h"

#include "CheckOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "CheckOps.h.inc"

#endif // STABLEHLO_GO_DIALECT_CHECKOPS_H
