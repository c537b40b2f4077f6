//===- Registration.cpp - Dialect extension shims for Go ----------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "MlirGo.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Func/Extensions/AllExtensions.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

void mlirGoRegisterFuncExtensions(MlirDialectRegistry registry) {
  mlir::func::registerAllExtensions(*unwrap(registry));
}

void mlirGoContextSetPrintOpOnDiagnostic(MlirContext context, bool enable) {
  unwrap(context)->printOpOnDiagnostic(enable);
}

void mlirGoEmitDiagnostic(MlirLocation location, int severity,
                          MlirStringRef message) {
  mlir::Location loc = unwrap(location);
  switch (severity) {
  case MlirDiagnosticWarning:
    mlir::emitWarning(loc) << unwrap(message);
    return;
  case MlirDiagnosticNote:
  case MlirDiagnosticRemark:
    mlir::emitRemark(loc) << unwrap(message);
    return;
  default:
    mlir::emitError(loc) << unwrap(message);
    return;
  }
}

void mlirGoContextForEachRegisteredDialect(MlirContext context,
                                           MlirStringCallback callback,
                                           void *userData) {
  const mlir::DialectRegistry &registry =
      unwrap(context)->getDialectRegistry();
  for (llvm::StringRef name : registry.getDialectNames())
    callback(wrap(name), userData);
}
