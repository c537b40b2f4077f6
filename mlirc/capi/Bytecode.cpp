//===- Bytecode.cpp - Bytecode writing shims for Go -----------------===//

#include "MlirGo.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"

bool mlirGoWriteBytecode(MlirOperation op, MlirStringRef producer,
                         int64_t version, MlirStringCallback callback,
                         void *userData) {
  mlir::BytecodeWriterConfig config(unwrap(producer));
  if (version >= 0)
    config.setDesiredBytecodeVersion(version);
  mlir::detail::CallbackOstream stream(callback, userData);
  return mlir::succeeded(
      mlir::writeBytecodeToFile(unwrap(op), stream, config));
}
