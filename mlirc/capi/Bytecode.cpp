//===- Bytecode.cpp - Bytecode writing shims for Go -----------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "MlirGo.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"

bool mlirGoWriteBytecode(MlirOperation op, MlirStringRef producer,
                         int64_t version, MlirStringCallback callback,
                         void *userData) {
  // An empty producer keeps MLIR's default ("MLIR" and its version), as
  // mlir-opt --emit-bytecode writes it.
  mlir::BytecodeWriterConfig config =
      producer.length ? mlir::BytecodeWriterConfig(unwrap(producer))
                      : mlir::BytecodeWriterConfig();
  if (version >= 0)
    config.setDesiredBytecodeVersion(version);
  mlir::detail::CallbackOstream stream(callback, userData);
  return mlir::succeeded(
      mlir::writeBytecodeToFile(unwrap(op), stream, config));
}
