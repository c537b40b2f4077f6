//===- SdyOps.h - A minimal Shardy (sdy) dialect ----------------*- C++ -*-===//

#ifndef STABLEHLO_GO_DIALECT_SDYOPS_H
#define STABLEHLO_GO_DIALECT_SDYOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "SdyOpsDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "SdyAttrs.h.inc"

#define GET_OP_CLASSES
#include "SdyOps.h.inc"

#endif // STABLEHLO_GO_DIALECT_SDYOPS_H
