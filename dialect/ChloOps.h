//===- ChloOps.h - The chlo dialect -----------------------------*- C++ -*-===//
//
// A minimal `chlo` dialect: ops that are legalized to StableHLO.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_GO_DIALECT_CHLOOPS_H
#define STABLEHLO_GO_DIALECT_CHLOOPS_H

#include "StablehloOps.h"

#include "ChloOpsDialect.h.inc"
#include "ChloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "ChloAttrs.h.inc"

#define GET_OP_CLASSES
#include "ChloOps.h.inc"

#endif // STABLEHLO_GO_DIALECT_CHLOOPS_H
