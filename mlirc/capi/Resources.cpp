//===- Resources.cpp - Resource blob shims for Go -------------------===//

// Built by CMake; the go command, which sees this folder as a Go package
// holding headers, must not compile it.
//go:build ignore

#include "MlirGo.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include "llvm/Support/Casting.h"

bool mlirGoDenseResourceElementsAttrGetBlob(MlirAttribute attr,
                                            const void **data,
                                            intptr_t *size) {
  *data = nullptr;
  *size = 0;
  auto resource =
      llvm::dyn_cast_or_null<mlir::DenseResourceElementsAttr>(unwrap(attr));
  if (!resource)
    return false;
  mlir::AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return false;
  llvm::ArrayRef<char> bytes = blob->getData();
  *data = bytes.data();
  *size = static_cast<intptr_t>(bytes.size());
  return true;
}

MlirStringRef mlirGoDenseResourceElementsAttrGetKey(MlirAttribute attr) {
  auto resource =
      llvm::dyn_cast_or_null<mlir::DenseResourceElementsAttr>(unwrap(attr));
  if (!resource)
    return MlirStringRef{nullptr, 0};
  llvm::StringRef key = resource.getRawHandle().getKey();
  return MlirStringRef{key.data(), key.size()};
}
