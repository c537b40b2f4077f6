//===- VerifyUtils.cpp - Helpers shared by the op verifiers ---------------===//

#include "VerifyUtils.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>

namespace mlir {
namespace stablehlo {

std::optional<int64_t> paddedDimSize(int64_t size, int64_t low, int64_t high,
                                     int64_t interior) {
  // The exact value needs at most 2 * 64 bits: compute it in 128 bits and
  // check that it fits.
  __int128 padded = static_cast<__int128>(size) + low + high +
                    static_cast<__int128>(std::max<int64_t>(size - 1, 0)) *
                        interior;
  // kDynamic (INT64_MIN) is no size either.
  if (padded <= std::numeric_limits<int64_t>::min() ||
      padded > std::numeric_limits<int64_t>::max())
    return std::nullopt;
  return static_cast<int64_t>(padded);
}

int64_t stridedCount(int64_t start, int64_t limit, int64_t stride) {
  if (limit <= start)
    return 0;
  // limit - start cannot overflow for 0 <= start < limit.
  return (limit - start - 1) / stride + 1;
}

std::optional<int64_t> windowCount(int64_t inputSize, int64_t baseDilation,
                                   int64_t low, int64_t high,
                                   int64_t windowSize, int64_t windowDilation,
                                   int64_t stride) {
  using Wide = __int128;
  Wide dilatedInput =
      inputSize == 0 ? 0 : Wide(inputSize - 1) * baseDilation + 1;
  Wide paddedInput = dilatedInput + low + high;
  Wide dilatedWindow =
      windowSize == 0 ? 0 : Wide(windowSize - 1) * windowDilation + 1;
  if (paddedInput <= 0 || dilatedWindow > paddedInput)
    return 0;
  Wide count = (paddedInput - dilatedWindow) / stride + 1;
  if (count > std::numeric_limits<int64_t>::max())
    return std::nullopt;
  return static_cast<int64_t>(count);
}

std::optional<int64_t> checkedNumElements(ArrayRef<int64_t> shape) {
  int64_t product = 1;
  for (int64_t size : shape) {
    std::optional<int64_t> next = llvm::checkedMul<int64_t>(product, size);
    if (!next)
      return std::nullopt;
    product = *next;
  }
  return product;
}

Type elementTypeOf(Type type) {
  if (auto shaped = llvm::dyn_cast<ShapedType>(type))
    return shaped.getElementType();
  return type;
}

bool isQuantized(Type type) {
  return llvm::isa<quant::QuantizedType>(elementTypeOf(type));
}

bool isPerTensorQuantized(Type type) {
  return llvm::isa<quant::UniformQuantizedType>(elementTypeOf(type));
}

bool isPerAxisQuantized(Type type) {
  return llvm::isa<quant::UniformQuantizedPerAxisType>(elementTypeOf(type));
}

Type storageTypeOf(Type type) {
  if (auto quant = llvm::dyn_cast<quant::QuantizedType>(elementTypeOf(type)))
    return quant.getStorageType();
  return elementTypeOf(type);
}

Type expressedTypeOf(Type type) {
  if (auto quant = llvm::dyn_cast<quant::QuantizedType>(elementTypeOf(type)))
    return quant.getExpressedType();
  return elementTypeOf(type);
}

int64_t quantizationDimensionOf(Type type) {
  if (auto quant =
          llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
              elementTypeOf(type)))
    return quant.getQuantizedDimension();
  return -1;
}

Type baselineElementType(Type type) {
  Type element = elementTypeOf(type);
  if (auto quant = llvm::dyn_cast<quant::QuantizedType>(element))
    return quant::AnyQuantizedType::get(
        quant.getFlags(), quant.getStorageType(), quant.getExpressedType(),
        quant.getStorageTypeMin(), quant.getStorageTypeMax());
  return element;
}

Type baselineType(Type type) {
  if (auto tensor = llvm::dyn_cast<RankedTensorType>(type))
    return tensor.clone(baselineElementType(tensor));
  return type;
}

bool isSignedInteger(Type type) {
  auto integer = llvm::dyn_cast<IntegerType>(elementTypeOf(type));
  return integer && !integer.isUnsigned() && integer.getWidth() != 1;
}

bool isUnsignedInteger(Type type) {
  auto integer = llvm::dyn_cast<IntegerType>(elementTypeOf(type));
  return integer && integer.isUnsigned();
}

bool isBoolean(Type type) { return elementTypeOf(type).isInteger(1); }

bool isCompatibleDim(int64_t a, int64_t b) {
  return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
}

bool isCompatibleShape(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip(a, b))
    if (!isCompatibleDim(x, y))
      return false;
  return true;
}

ArrayRef<int64_t> boundsOf(Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return {};
  if (auto bounds =
          llvm::dyn_cast_or_null<TypeExtensionsAttr>(tensor.getEncoding()))
    return bounds.getBounds();
  return {};
}

bool fitsBounds(ArrayRef<int64_t> shape, ArrayRef<int64_t> bounds) {
  if (shape.size() != bounds.size())
    return true;
  for (auto [size, bound] : llvm::zip(shape, bounds))
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound) &&
        size > bound)
      return false;
  return true;
}

bool isCompatibleShapeWithBounds(Type a, Type b) {
  auto ta = llvm::cast<ShapedType>(a);
  auto tb = llvm::cast<ShapedType>(b);
  return isCompatibleShape(ta.getShape(), tb.getShape()) &&
         fitsBounds(ta.getShape(), boundsOf(tb)) &&
         fitsBounds(tb.getShape(), boundsOf(ta));
}

bool isCompatibleType(Type a, Type b) {
  if (a == b)
    return true;
  auto ta = llvm::dyn_cast<RankedTensorType>(a);
  auto tb = llvm::dyn_cast<RankedTensorType>(b);
  if (ta && tb)
    return ta.getElementType() == tb.getElementType() &&
           isCompatibleShapeWithBounds(ta, tb);
  auto tupleA = llvm::dyn_cast<TupleType>(a);
  auto tupleB = llvm::dyn_cast<TupleType>(b);
  if (tupleA && tupleB && tupleA.size() == tupleB.size()) {
    for (auto [x, y] : llvm::zip(tupleA.getTypes(), tupleB.getTypes()))
      if (!isCompatibleType(x, y))
        return false;
    return true;
  }
  return false;
}

bool isUnique(ArrayRef<int64_t> dims) {
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t dim : dims)
    if (!seen.insert(dim).second)
      return false;
  return true;
}

bool allInRange(ArrayRef<int64_t> dims, int64_t size) {
  return llvm::all_of(dims, [&](int64_t d) { return d >= 0 && d < size; });
}

bool isPermutation(ArrayRef<int64_t> dims) {
  return isUnique(dims) && allInRange(dims, dims.size());
}

static std::string valueName(Operation *op, Value value) {
  for (OpOperand &operand : op->getOpOperands())
    if (operand.get() == value)
      return "operand #" + std::to_string(operand.getOperandNumber());
  for (OpResult result : op->getResults())
    if (result == value)
      return "result #" + std::to_string(result.getResultNumber());
  return "value";
}

LogicalResult verifySameTypes(Operation *op, StringRef label,
                              ArrayRef<Value> values) {
  for (Value value : values.drop_front())
    if (!isCompatibleType(values.front().getType(), value.getType()))
      return op->emitOpError()
             << label << ": expects " << valueName(op, values.front())
             << " and " << valueName(op, value) << " to have the same type, "
             << "but got " << values.front().getType() << " and "
             << value.getType();
  return success();
}

LogicalResult verifySameBaselineTypes(Operation *op, StringRef label,
                                      ArrayRef<Value> values) {
  Type first = baselineType(values.front().getType());
  for (Value value : values.drop_front())
    if (!isCompatibleType(first, baselineType(value.getType())))
      return op->emitOpError()
             << label << ": expects " << valueName(op, values.front())
             << " and " << valueName(op, value)
             << " to have the same baseline type, but got "
             << values.front().getType() << " and " << value.getType();
  return success();
}

bool isCompatibleMovedElementType(Type a, Type b) {
  a = elementTypeOf(a);
  b = elementTypeOf(b);
  if (a == b)
    return true;
  auto qa = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(a);
  auto qb = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(b);
  return qa && qb && qa.getStorageType() == qb.getStorageType() &&
         qa.getExpressedType() == qb.getExpressedType() &&
         qa.getStorageTypeMin() == qb.getStorageTypeMin() &&
         qa.getStorageTypeMax() == qb.getStorageTypeMax();
}

bool haveSameScalesAndZeroPoints(Type a, Type b) {
  auto qa = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
      elementTypeOf(a));
  auto qb = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
      elementTypeOf(b));
  if (!qa || !qb)
    return true;
  for (auto [x, y] : llvm::zip(qa.getScales(), qb.getScales()))
    if (x != y)
      return false;
  for (auto [x, y] : llvm::zip(qa.getZeroPoints(), qb.getZeroPoints()))
    if (x != y)
      return false;
  return true;
}

bool haveSameStorageRange(Type a, Type b) {
  auto qa = llvm::dyn_cast<quant::QuantizedType>(elementTypeOf(a));
  auto qb = llvm::dyn_cast<quant::QuantizedType>(elementTypeOf(b));
  if (!qa || !qb)
    return true;
  return qa.getStorageTypeMin() == qb.getStorageTypeMin() &&
         qa.getStorageTypeMax() == qb.getStorageTypeMax();
}

bool isPromotable(Type from, Type to) {
  from = elementTypeOf(from);
  to = elementTypeOf(to);
  if (from == to)
    return true;
  if (auto qf = llvm::dyn_cast<quant::QuantizedType>(from)) {
    auto qt = llvm::dyn_cast<quant::QuantizedType>(to);
    return qt && qf.getExpressedType() == qt.getExpressedType() &&
           isPromotable(qf.getStorageType(), qt.getStorageType());
  }
  if (auto fi = llvm::dyn_cast<IntegerType>(from)) {
    auto ti = llvm::dyn_cast<IntegerType>(to);
    return ti && fi.getSignedness() == ti.getSignedness() &&
           (fi.getWidth() == 1) == (ti.getWidth() == 1) &&
           fi.getWidth() <= ti.getWidth();
  }
  if (auto ff = llvm::dyn_cast<FloatType>(from)) {
    auto tf = llvm::dyn_cast<FloatType>(to);
    return tf && ff.getWidth() <= tf.getWidth();
  }
  if (auto fc = llvm::dyn_cast<ComplexType>(from)) {
    auto tc = llvm::dyn_cast<ComplexType>(to);
    return tc && isPromotable(fc.getElementType(), tc.getElementType());
  }
  return false;
}

/// The width upstream compares for promotion: twice the part's for complex
/// types, the storage type's for quantized ones.
static unsigned promotionWidth(Type type) {
  if (auto complex = llvm::dyn_cast<ComplexType>(type))
    return 2 * promotionWidth(complex.getElementType());
  if (auto quant = llvm::dyn_cast<quant::QuantizedType>(type))
    return quant.getStorageTypeIntegralWidth();
  return type.getIntOrFloatBitWidth();
}

bool isUpstreamPromotable(Type from, Type to, bool ignoreFloatWidth) {
  from = elementTypeOf(from);
  to = elementTypeOf(to);
  bool sameKind =
      (llvm::isa<IntegerType>(from) && llvm::isa<IntegerType>(to)) ||
      (llvm::isa<FloatType>(from) && llvm::isa<FloatType>(to)) ||
      (llvm::isa<ComplexType>(from) && llvm::isa<ComplexType>(to));
  if (auto qf = llvm::dyn_cast<quant::QuantizedType>(from))
    if (auto qt = llvm::dyn_cast<quant::QuantizedType>(to))
      sameKind = qf.getExpressedType() == qt.getExpressedType();
  if (!sameKind)
    return false;
  if (ignoreFloatWidth && llvm::isa<FloatType>(from))
    return true;
  return promotionWidth(from) <= promotionWidth(to);
}

LogicalResult verifyPromotableToBody(Operation *op, ValueRange values,
                                     ArrayRef<Type> bodyTypes, StringRef label,
                                     StringRef name) {
  for (auto [i, value] : llvm::enumerate(values)) {
    Type element = elementTypeOf(value.getType());
    if (!isUpstreamPromotable(element, bodyTypes[i],
                              /*ignoreFloatWidth=*/true))
      return op->emitOpError()
             << label << ": expects " << name << " " << i
             << " of an element type promotable to the body's "
             << bodyTypes[i] << ", but got " << element;
  }
  return success();
}

LogicalResult verifyReducerRegion(Operation *op, Region &region,
                                  ArrayRef<Type> inputElementTypes,
                                  StringRef label,
                                  SmallVectorImpl<Type> *bodyTypes,
                                  ArrayRef<Type> accumulatorTypes) {
  size_t n = inputElementTypes.size();
  if (region.empty())
    return op->emitOpError() << label << ": expects a non-empty body";
  Block &block = region.front();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError()
           << label << ": expects the body to take " << 2 * n
           << " arguments, but it takes " << block.getNumArguments();
  SmallVector<Type> types;
  for (size_t i = 0; i < n; ++i) {
    auto a = llvm::dyn_cast<RankedTensorType>(block.getArgument(i).getType());
    auto b =
        llvm::dyn_cast<RankedTensorType>(block.getArgument(i + n).getType());
    bool shaped = !accumulatorTypes.empty();
    if (!a || !b || a != b ||
        (shaped ? !isCompatibleShape(
                      a.getShape(),
                      llvm::cast<ShapedType>(accumulatorTypes[i]).getShape())
                : a.getRank() != 0))
      return op->emitOpError()
             << label << ": expects body arguments " << i << " and " << i + n
             << " to be the same "
             << (shaped ? "tensor type of the init value's shape"
                        : "0-dimensional tensor type");
    if (!isPromotable(inputElementTypes[i], a.getElementType()))
      return op->emitOpError()
             << label << ": element type " << inputElementTypes[i]
             << " is not promotable to the body's " << a.getElementType();
    types.push_back(a.getElementType());
  }
  Operation *terminator = block.empty() ? nullptr : &block.back();
  if (!terminator || terminator->getNumOperands() != n)
    return op->emitOpError()
           << label << ": expects the body to return " << n << " values";
  for (size_t i = 0; i < n; ++i) {
    auto t = llvm::dyn_cast<RankedTensorType>(
        terminator->getOperand(i).getType());
    Type argType = block.getArgument(i).getType();
    if (!t || t.getElementType() != types[i] ||
        t.getShape() != llvm::cast<ShapedType>(argType).getShape())
      return op->emitOpError()
             << label << ": expects the body's result " << i
             << " to have type " << argType << ", but got "
             << terminator->getOperand(i).getType();
  }
  if (bodyTypes)
    bodyTypes->assign(types.begin(), types.end());
  return success();
}

RankedTensorType unknownShapeOf(int64_t rank, Type elementType) {
  return RankedTensorType::get(
      SmallVector<int64_t>(std::max<int64_t>(rank, 0), ShapedType::kDynamic),
      elementType);
}

bool isCompatibleInferredTypes(TypeRange inferred, TypeRange actual) {
  return inferred.size() == actual.size();
}

LogicalResult verifyElementwiseTypes(Operation *op, ValueRange operands,
                                     Value result) {
  SmallVector<Type> types;
  for (Value operand : operands)
    types.push_back(operand.getType());
  Type resultType = result.getType();
  bool anyQuantized = isQuantized(resultType) ||
                      llvm::any_of(types,
                                   [](Type t) { return isQuantized(t); });
  // Upstream infers the result type from all operands, so operands whose
  // static sizes exceed each other's bounds are rejected too.
  for (Type type : types)
    if (!isCompatibleShapeWithBounds(types.front(), type))
      return op->emitOpError("C1: expects operands and result to have the "
                             "same type, but got ")
             << types.front() << " and " << type;
  if (!anyQuantized) {
    for (Type type : types)
      if (!isCompatibleType(type, resultType))
        return op->emitOpError("C1: expects operands and result to have the "
                               "same type, but got ")
               << type << " and " << resultType;
    return success();
  }
  for (Type type : types)
    if (!isCompatibleShapeWithBounds(type, resultType))
      return op->emitOpError("expects operands and result of the same "
                             "shape, but got ")
             << type << " and " << resultType;
  if (!isQuantized(resultType) ||
      !llvm::all_of(types, [](Type t) { return isQuantized(t); }))
    return op->emitOpError("C2: expects all operands and the result to be "
                           "quantized when any is");
  for (Type type : types) {
    // Upstream also compares the storage ranges (i8<-127:127> is not i8).
    if (storageTypeOf(type) != storageTypeOf(resultType) ||
        !haveSameStorageRange(type, resultType))
      return op->emitOpError("C3: expects operands and result to have the "
                             "same storage type, but got ")
             << elementTypeOf(type) << " and " << elementTypeOf(resultType);
    if (expressedTypeOf(type) != expressedTypeOf(resultType))
      return op->emitOpError("C4: expects operands and result to have the "
                             "same expressed type, but got ")
             << expressedTypeOf(type) << " and "
             << expressedTypeOf(resultType);
  }
  bool anyPerAxis =
      llvm::any_of(types, [](Type t) { return isPerAxisQuantized(t); });
  if (anyPerAxis != isPerAxisQuantized(resultType))
    return op->emitOpError("C5: expects the result to be per-axis quantized "
                           "if and only if an operand is");
  for (auto [i, type] : llvm::enumerate(types))
    if (isPerAxisQuantized(type) &&
        quantizationDimensionOf(type) != quantizationDimensionOf(resultType))
      return op->emitOpError(i == 0 ? "C6" : "C7")
             << ": expects per-axis quantized operand #" << i
             << " to have the result's quantization dimension "
             << quantizationDimensionOf(resultType) << ", but got "
             << quantizationDimensionOf(type);
  return success();
}

} // namespace stablehlo
} // namespace mlir
