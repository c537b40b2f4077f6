//===- Registration.cpp - Dialect extension shims for Go ----------------===//

#include "MlirGo.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Func/Extensions/AllExtensions.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

void mlirGoRegisterFuncExtensions(MlirDialectRegistry registry) {
  mlir::func::registerAllExtensions(*unwrap(registry));
}

void mlirGoContextSetPrintOpOnDiagnostic(MlirContext context, bool enable) {
  unwrap(context)->printOpOnDiagnostic(enable);
}
