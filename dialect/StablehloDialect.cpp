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
  if (!llvm::isa<quant::UniformQuantizedType,
                 quant::UniformQuantizedPerAxisType>(type))
    return false;
  // Storage types are signless (the quantized type carries the signedness)
  // and of the widths upstream supports.
  auto storage = llvm::dyn_cast<IntegerType>(
      llvm::cast<quant::QuantizedType>(type).getStorageType());
  if (!storage || !storage.isSignless())
    return false;
  unsigned width = storage.getWidth();
  return width == 2 || width == 4 || width == 8 || width == 16 || width == 32;
}

bool hasValidQuantizationDimension(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return true;
  auto perAxis = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
      tensor.getElementType());
  if (!perAxis)
    return true;
  int64_t dim = perAxis.getQuantizedDimension();
  return dim >= 0 && dim < tensor.getRank() && !tensor.isDynamicDim(dim) &&
         tensor.getDimSize(dim) ==
             static_cast<int64_t>(perAxis.getScales().size());
}

bool hasSingleBoundedDimension(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return false;
  auto bounds = llvm::dyn_cast_or_null<TypeExtensionsAttr>(tensor.getEncoding());
  if (!bounds)
    return false;
  return llvm::count_if(tensor.getShape(), ShapedType::isDynamic) == 1 &&
         llvm::count_if(bounds.getBounds(), [](int64_t bound) {
           return !ShapedType::isDynamic(bound);
         }) == 1;
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
