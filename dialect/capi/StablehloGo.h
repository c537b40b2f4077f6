/*===- StablehloGo.h - C API of the stablehlo, check, interpreter dialects -===*\
|*                                                                            *|
|* Registration of the dialects and accessors for the attributes and types   *|
|* of the `stablehlo` dialect, for use from Go through cgo.                   *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef STABLEHLO_GO_C_STABLEHLOGO_H
#define STABLEHLO_GO_C_STABLEHLOGO_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(StableHLO, stablehlo);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Check, check);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Interpreter, interpreter);

/// Inserts the stablehlo, check and interpreter dialects, MLIR's func and
/// quant dialects, and the func dialect's extensions (its inliner interface
/// among them) into `registry`.
MLIR_CAPI_EXPORTED void
stablehloGoRegisterAllDialects(MlirDialectRegistry registry);

#ifdef __cplusplus
}
#endif

#endif /* STABLEHLO_GO_C_STABLEHLOGO_H */
