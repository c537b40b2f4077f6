//===- InterpreterOps.h - The interpreter dialect ---------------*- C++ -*-===//

#ifndef STABLEHLO_GO_DIALECT_INTERPRETEROPS_H
#define STABLEHLO_GO_DIALECT_INTERPRETEROPS_H

#include "StablehloOps.h"

#include "InterpreterOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "InterpreterOps.h.inc"

#endif // STABLEHLO_GO_DIALECT_INTERPRETEROPS_H
