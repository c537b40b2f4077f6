//===- StableHLODialect.cpp - The StableHLO dialect -----------------------===//
//
// Dialect registration, types, attributes, the inliner interface and the
// constant materializer.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"

#include "AssemblyFormat.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stablehlo;

#include "StablehloOpsDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "StablehloTypes.cpp.inc"

namespace mlir {
namespace stablehlo {

bool isSupportedQuantizedType(Type type) {
  if (auto quant = llvm::dyn_cast<quant::UniformQuantizedType>(type))
    return llvm::isa<IntegerType>(quant.getStorageType());
  if (auto quant = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(type))
    return llvm::isa<IntegerType>(quant.getStorageType());
  return false;
}

bool hasValidEncoding(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getEncoding())
    return true;
  auto bounds = llvm::dyn_cast<TypeExtensionsAttr>(tensor.getEncoding());
  return bounds &&
         bounds.getBounds().size() == static_cast<size_t>(tensor.getRank());
}

} // namespace stablehlo
} // namespace mlir

namespace {

/// StableHLO ops have no side effects on state outside of their operands
/// and results that would prevent inlining, so every op and region of the
/// dialect may be inlined.
struct StablehloInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *call, Operation *callable,
                       bool wouldBeCloned) const final {
    return true;
  }
  bool isLegalToInline(Region *dest, Region *src, bool wouldBeCloned,
                       IRMapping &valueMapping) const final {
    return true;
  }
  bool isLegalToInline(Operation *op, Region *dest, bool wouldBeCloned,
                       IRMapping &valueMapping) const final {
    return true;
  }
};

} // namespace

void StableHLODialect::initialize() {
  registerTypes();
  registerAttributes();
  registerStableHLODialectOperations(this);
  addInterfaces<StablehloInlinerInterface>();
}

void StableHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "StablehloTypes.cpp.inc"
      >();
}

Operation *StableHLODialect::materializeConstant(OpBuilder &builder,
                                                 Attribute value, Type type,
                                                 Location loc) {
  auto elements = llvm::dyn_cast<ElementsAttr>(value);
  if (!elements || !llvm::isa<RankedTensorType>(type))
    return nullptr;
  if (elements.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, type, elements);
}
