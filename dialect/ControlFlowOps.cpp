//===- ControlFlowOps.cpp - Verifiers and syntax of control flow ops ------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

using namespace mlir;
using namespace mlir::stablehlo;
