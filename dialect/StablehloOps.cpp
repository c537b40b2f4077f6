//===- StablehloOps.cpp - Definitions generated from the op specs ---------===//
//
// The ops' verifiers and custom parsers live in the file of their category
// (ElementwiseOps.cpp, DataMovementOps.cpp, ...).
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"

#include "AssemblyFormat.h"

using namespace mlir;
using namespace mlir::stablehlo;

#define GET_OP_CLASSES
#include "StablehloOps.cpp.inc"
