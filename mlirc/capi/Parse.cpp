//===- Parse.cpp - Parsing shims for Go -----------------------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "MlirGo.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

MlirModule mlirGoParseSourceString(MlirContext context, MlirStringRef source,
                                   MlirStringRef fileName) {
  mlir::ParserConfig config(unwrap(context));
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(unwrap(source), config,
                                              unwrap(fileName));
  if (!module)
    return MlirModule{nullptr};
  return wrap(module.release());
}
