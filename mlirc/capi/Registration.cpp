//===- Registration.cpp - Dialect extension shims for Go ----------------===//

#include "MlirGo.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Func/Extensions/AllExtensions.h"
#include "mlir/IR/DialectRegistry.h"

void mlirGoRegisterFuncExtensions(MlirDialectRegistry registry) {
  mlir::func::registerAllExtensions(*unwrap(registry));
}
