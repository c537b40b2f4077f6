//===- StablehloGo.cpp - C API of the dialects ----------------------------===//

#include "capi/StablehloGo.h"

#include "CheckOps.h"
#include "InterpreterOps.h"
#include "StablehloOps.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Func/Extensions/AllExtensions.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"

using namespace mlir;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(StableHLO, stablehlo,
                                      stablehlo::StableHLODialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Check, check,
                                      stablehlo::check::CheckDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Interpreter, interpreter,
                                      stablehlo::interpreter::InterpreterDialect)

void stablehloGoRegisterAllDialects(MlirDialectRegistry registry) {
  DialectRegistry &r = *unwrap(registry);
  r.insert<stablehlo::StableHLODialect, stablehlo::check::CheckDialect,
           stablehlo::interpreter::InterpreterDialect, func::FuncDialect,
           quant::QuantDialect>();
  func::registerAllExtensions(r);
}
