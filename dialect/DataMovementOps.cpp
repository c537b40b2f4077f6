//===- DataMovementOps.cpp - Verifiers of the data movement ops -----------===//
//
// Constraint labels (C1, C2, ...) refer to the op's section of the
// StableHLO specification.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <limits>

using namespace mlir;
using namespace mlir::stablehlo;

static RankedTensorType tensorOf(Value value) {
  return llvm::cast<RankedTensorType>(value.getType());
}

static bool isSorted(ArrayRef<int64_t> dims) {
  return llvm::is_sorted(dims);
}

static SmallVector<int64_t> concat(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  SmallVector<int64_t> result(a);
  llvm::append_range(result, b);
  return result;
}

static LogicalResult verifyShapeMatches(Operation *op, StringRef label,
                                        ArrayRef<int64_t> expected,
                                        RankedTensorType result) {
  if (!isCompatibleShape(expected, result.getShape())) {
    auto diag = op->emitOpError() << label << ": expects the result shape [";
    llvm::interleaveComma(expected, diag, [&](int64_t d) {
      if (ShapedType::isDynamic(d))
        diag << "?";
      else
        diag << d;
    });
    return diag << "], but got " << result;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Broadcasts
//===----------------------------------------------------------------------===//

/// The elements of `value` when a constant op produces it, as integers.
static std::optional<SmallVector<int64_t>> constantIntsOf(Value value) {
  DenseIntElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  bool isUnsigned = attr.getElementType().isUnsignedInteger();
  SmallVector<int64_t> values;
  for (const APInt &v : attr.getValues<APInt>())
    values.push_back(isUnsigned ? static_cast<int64_t>(v.getZExtValue())
                                : v.getSExtValue());
  return values;
}

/// The shape of `type` with its dynamic dimensions replaced by the elements
/// of the constant shape operand `shapeOperand`, if it is one and has an
/// element per dimension.
static SmallVector<int64_t> refineShape(RankedTensorType type,
                                        Value shapeOperand) {
  SmallVector<int64_t> shape(type.getShape());
  std::optional<SmallVector<int64_t>> values = constantIntsOf(shapeOperand);
  if (!values || values->size() != shape.size())
    return shape;
  for (auto [size, value] : llvm::zip(shape, *values))
    if (ShapedType::isDynamic(size) && value >= 0)
      size = value;
  return shape;
}

/// A dimension size for diagnostics: the number, or `?` when dynamic.
static std::string formatDim(int64_t size) {
  return ShapedType::isDynamic(size) ? "?" : std::to_string(size);
}

/// `[a, b, ...]`, for diagnostics.
static std::string formatList(ArrayRef<int64_t> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(values, os);
  os << "]";
  return text;
}

/// Constraints shared by broadcast_in_dim and dynamic_broadcast_in_dim;
/// `resultShape` is the result's shape, refined by constant
/// output_dimensions for dynamic_broadcast_in_dim.
static LogicalResult verifyBroadcastInDim(Operation *op, Value operand,
                                          ArrayRef<int64_t> dims,
                                          Value result,
                                          ArrayRef<int64_t> resultShape) {
  RankedTensorType operandType = tensorOf(operand);
  RankedTensorType resultType = tensorOf(result);
  if (!isPerAxisQuantized(operandType)
          ? elementTypeOf(operandType) != elementTypeOf(resultType)
          : !isCompatibleMovedElementType(operandType, resultType))
    return op->emitOpError("C1: expects the result's element type to be the "
                           "operand's ")
           << operandType.getElementType() << ", but got "
           << resultType.getElementType();
  if (static_cast<int64_t>(dims.size()) != operandType.getRank())
    return op->emitOpError("C2: expects ")
           << operandType.getRank() << " broadcast dimensions, but got "
           << dims.size();
  if (!allInRange(dims, resultType.getRank()))
    return op->emitOpError("C3: expects broadcast dimensions in [0, ")
           << resultType.getRank() << "), but got " << formatList(dims);
  if (!isUnique(dims))
    return op->emitOpError("C4: expects unique broadcast dimensions, but got ")
           << formatList(dims);
  for (auto [d, resultDim] : llvm::enumerate(dims)) {
    int64_t size = operandType.getDimSize(d);
    int64_t resultSize = resultShape[resultDim];
    if (size != 1 && !isCompatibleDim(size, resultSize))
      return op->emitOpError("C5: operand dimension ")
             << d << " of size " << size
             << " must be 1 or the size of result dimension " << resultDim
             << " (" << resultSize << ")";
  }
  if (isPerAxisQuantized(resultType)) {
    int64_t operandQuantDim = quantizationDimensionOf(operandType);
    if (operandQuantDim < 0 ||
        operandQuantDim >= static_cast<int64_t>(dims.size()))
      return success();
    int64_t resultQuantDim = quantizationDimensionOf(resultType);
    if (resultQuantDim != dims[operandQuantDim])
      return op->emitOpError("C6: expects the result's quantization "
                             "dimension to be broadcast_dimensions[")
             << operandQuantDim << "] = " << dims[operandQuantDim]
             << ", but got " << resultQuantDim;
    if (operandType.getDimSize(operandQuantDim) == 1) {
      auto operandQuant = llvm::cast<quant::UniformQuantizedPerAxisType>(
          operandType.getElementType());
      auto resultQuant = llvm::cast<quant::UniformQuantizedPerAxisType>(
          resultType.getElementType());
      double scale = operandQuant.getScales().front();
      int64_t zeroPoint = operandQuant.getZeroPoints().front();
      for (auto [i, s, z] : llvm::enumerate(resultQuant.getScales(),
                                            resultQuant.getZeroPoints()))
        if (s != scale || z != zeroPoint)
          return op->emitOpError("C6: operand dimension ")
                 << operandQuantDim
                 << " has size 1, so expects every result scale and zero "
                    "point to be the operand's ("
                 << scale << ", " << zeroPoint << "), but element " << i
                 << " is (" << s << ", " << z << ")";
    }
  }
  return success();
}

LogicalResult BroadcastInDimOp::verify() {
  return verifyBroadcastInDim(*this, getOperand(), getBroadcastDimensions(),
                              getResult(), tensorOf(getResult()).getShape());
}

LogicalResult BroadcastOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (elementTypeOf(operandType) != elementTypeOf(resultType))
    return emitOpError("expects the result's element type to be the "
                       "operand's");
  SmallVector<int64_t> expected =
      concat(getBroadcastSizes(), operandType.getShape());
  if (llvm::any_of(getBroadcastSizes(), [](int64_t s) { return s < 0; }))
    return emitOpError("expects non-negative broadcast sizes");
  return verifyShapeMatches(*this, "shape", expected, resultType);
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  if (failed(verifyBroadcastInDim(
          *this, getOperand(), getBroadcastDimensions(), getResult(),
          refineShape(tensorOf(getResult()), getOutputDimensions()))))
    return failure();
  // C7 (size(output_dimensions) = rank(result)) is not checked: upstream's
  // verifier does not check it, and this one agrees with it. The
  // interpreter reports an output shape that does not fit the result type
  // when the op runs.
  ArrayRef<int64_t> expanding, nonexpanding;
  if (getKnownExpandingDimensions())
    expanding = *getKnownExpandingDimensions();
  if (getKnownNonexpandingDimensions())
    nonexpanding = *getKnownNonexpandingDimensions();
  if (!isUnique(concat(expanding, nonexpanding)))
    return emitOpError("C8: expects known expanding and non-expanding "
                       "dimensions to be unique, but got ")
           << formatList(expanding) << " and " << formatList(nonexpanding);
  int64_t operandRank = tensorOf(getOperand()).getRank();
  if (!allInRange(expanding, operandRank))
    return emitOpError("C9: expects known expanding dimensions in [0, ")
           << operandRank << "), but got " << formatList(expanding);
  if (!allInRange(nonexpanding, operandRank))
    return emitOpError("C10: expects known non-expanding dimensions in [0, ")
           << operandRank << "), but got " << formatList(nonexpanding);
  return success();
}

//===----------------------------------------------------------------------===//
// ConcatenateOp
//===----------------------------------------------------------------------===//

LogicalResult ConcatenateOp::verify() {
  if (getInputs().empty())
    return emitOpError("C3: expects at least one input");
  RankedTensorType first = tensorOf(getInputs().front());
  int64_t dim = getDimension();
  if (dim < 0 || dim >= first.getRank())
    return emitOpError("C4: expects dimension in [0, ")
           << first.getRank() << "), but got " << dim;
  SmallVector<int64_t> expected(first.getShape());
  expected[dim] = 0;
  for (auto [i, input] : llvm::enumerate(getInputs())) {
    RankedTensorType type = tensorOf(input);
    if (type.getElementType() != first.getElementType())
      return emitOpError("C1: expects all inputs to have the same element "
                         "type, but input ")
             << i << " has " << type.getElementType();
    if (type.getRank() != first.getRank())
      return emitOpError("C2: expects all inputs to have the same rank");
    for (int64_t d = 0; d < first.getRank(); ++d) {
      if (d == dim)
        continue;
      if (!isCompatibleDim(type.getDimSize(d), first.getDimSize(d)))
        return emitOpError("C2: expects all inputs to have the same shape "
                           "except in dimension ")
               << dim << ", but input " << i << " differs in dimension " << d;
      if (ShapedType::isDynamic(expected[d]))
        expected[d] = type.getDimSize(d);
    }
    if (ShapedType::isDynamic(expected[dim]) ||
        ShapedType::isDynamic(type.getDimSize(dim)))
      expected[dim] = ShapedType::kDynamic;
    // A sum that overflows int64 is an error (C6). Deliberately stricter
    // than upstream, whose shape arithmetic wraps around and so accepts it.
    else if (std::optional<int64_t> sum = llvm::checkedAdd<int64_t>(
                 expected[dim], type.getDimSize(dim)))
      expected[dim] = *sum;
    else
      return emitOpError("C6: the result's size in dimension ")
             << dim << " overflows int64";
  }
  RankedTensorType resultType = tensorOf(getResult());
  if (resultType.getElementType() != first.getElementType())
    return emitOpError("C5: expects the result's element type to be the "
                       "inputs' ")
           << first.getElementType() << ", but got "
           << resultType.getElementType();
  return verifyShapeMatches(*this, "C6", expected, resultType);
}

//===----------------------------------------------------------------------===//
// Padding
//===----------------------------------------------------------------------===//

/// Checks what pad and dynamic_pad share: a scalar padding value and one
/// element type for operand, padding value and result (C1).
static LogicalResult verifyPaddingValue(Operation *op,
                                        RankedTensorType operandType,
                                        RankedTensorType paddingType,
                                        RankedTensorType resultType) {
  if (paddingType.getRank() != 0)
    return op->emitOpError("expects a 0-dimensional padding value");
  if (operandType.getElementType() != paddingType.getElementType() ||
      operandType.getElementType() != resultType.getElementType())
    return op->emitOpError("C1: expects operand, padding value and result to "
                           "have the same element type, but got ")
           << operandType.getElementType() << ", "
           << paddingType.getElementType() << " and "
           << resultType.getElementType();
  return success();
}

LogicalResult PadOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (failed(verifyPaddingValue(*this, operandType,
                                tensorOf(getPaddingValue()), resultType)))
    return failure();
  ArrayRef<int64_t> low = getEdgePaddingLow(), high = getEdgePaddingHigh(),
                    interior = getInteriorPadding();
  int64_t rank = operandType.getRank();
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank ||
      static_cast<int64_t>(interior.size()) != rank)
    return emitOpError("C2: expects ")
           << rank << " low, high and interior paddings, but got "
           << low.size() << ", " << high.size() << " and " << interior.size();
  if (llvm::any_of(interior, [](int64_t p) { return p < 0; }))
    return emitOpError("C3: expects non-negative interior padding, but got ")
           << formatList(interior);
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    // A padded size that overflows int64 is an error (C4). Deliberately
    // stricter than upstream, whose shape arithmetic wraps around and so
    // accepts it.
    std::optional<int64_t> padded =
        paddedDimSize(size, low[d], high[d], interior[d]);
    if (!padded)
      return emitOpError("C4: the padded size of dimension ")
             << d << " overflows int64 (size " << size << ", low " << low[d]
             << ", high " << high[d] << ", interior " << interior[d] << ")";
    if (*padded < 0)
      return emitOpError("C4: padding makes dimension ")
             << d << " negative (" << *padded << ")";
    expected.push_back(*padded);
  }
  return verifyShapeMatches(*this, "C4", expected, resultType);
}

LogicalResult DynamicPadOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (failed(verifyPaddingValue(*this, operandType,
                                tensorOf(getPaddingValue()), resultType)))
    return failure();
  int64_t rank = operandType.getRank();
  for (Value padding :
       {getEdgePaddingLow(), getEdgePaddingHigh(), getInteriorPadding()}) {
    int64_t size = tensorOf(padding).getDimSize(0);
    if (!ShapedType::isDynamic(size) && size != rank)
      return emitOpError("C2: expects edge_padding_low, edge_padding_high "
                         "and interior_padding of ")
             << rank << " elements, but one has " << size;
  }
  std::optional<SmallVector<int64_t>> interior =
      constantIntsOf(getInteriorPadding());
  if (interior) {
    for (auto [d, p] : llvm::enumerate(*interior))
      if (p < 0)
        return emitOpError("C3: expects non-negative interior padding, but "
                           "interior_padding[")
               << d << "] = " << p;
  }
  if (resultType.getRank() != rank)
    return emitOpError("C4: expects the result to have the operand's rank ")
           << rank << ", but got " << resultType.getRank();
  // C4 with constant paddings: the result shape is known.
  std::optional<SmallVector<int64_t>> low = constantIntsOf(getEdgePaddingLow());
  std::optional<SmallVector<int64_t>> high =
      constantIntsOf(getEdgePaddingHigh());
  if (!low || !high || !interior)
    return success();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (ShapedType::isDynamic(size)) {
      expected.push_back(ShapedType::kDynamic);
      continue;
    }
    // As pad's C4: deliberately stricter than upstream, whose shape
    // arithmetic wraps around and so accepts an overflowing size.
    std::optional<int64_t> padded =
        paddedDimSize(size, (*low)[d], (*high)[d], (*interior)[d]);
    if (!padded)
      return emitOpError("C4: the padded size of dimension ")
             << d << " overflows int64 (size " << size << ", low "
             << (*low)[d] << ", high " << (*high)[d] << ", interior "
             << (*interior)[d] << ")";
    if (*padded < 0)
      return emitOpError("C4: padding makes dimension ")
             << d << " negative (" << *padded << ")";
    expected.push_back(*padded);
  }
  return verifyShapeMatches(*this, "C4", expected, resultType);
}

//===----------------------------------------------------------------------===//
// ReverseOp, TransposeOp
//===----------------------------------------------------------------------===//

LogicalResult ReverseOp::verify() {
  if (failed(verifySameTypes(*this, "C1", {getOperand(), getResult()})))
    return failure();
  if (!isUnique(getDimensions()))
    return emitOpError("C2: expects unique dimensions, but got ")
           << formatList(getDimensions());
  int64_t rank = tensorOf(getResult()).getRank();
  if (!allInRange(getDimensions(), rank))
    return emitOpError("C3: expects dimensions in [0, ")
           << rank << "), but got " << formatList(getDimensions());
  return success();
}

LogicalResult TransposeOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  // Per-axis quantized types may differ only in their quantization
  // dimensions (the spec's wording; upstream checks the scales and zero
  // points too).
  if (!isCompatibleMovedElementType(operandType, resultType) ||
      !haveSameScalesAndZeroPoints(operandType, resultType) ||
      (!isPerAxisQuantized(operandType) &&
       operandType.getElementType() != resultType.getElementType()))
    return emitOpError("C1: expects the result's element type to be the "
                       "operand's ")
           << operandType.getElementType() << ", but got "
           << resultType.getElementType();
  ArrayRef<int64_t> perm = getPermutation();
  if (static_cast<int64_t>(perm.size()) != operandType.getRank() ||
      !isPermutation(perm))
    return emitOpError("C2: expects a permutation of [0, ")
           << operandType.getRank() << "), but got " << formatList(perm);
  SmallVector<int64_t> expected;
  for (int64_t d : perm)
    expected.push_back(operandType.getDimSize(d));
  if (failed(verifyShapeMatches(*this, "C3", expected, resultType)))
    return failure();
  if (isPerAxisQuantized(resultType)) {
    int64_t resultDim = quantizationDimensionOf(resultType);
    if (resultDim < 0 || resultDim >= static_cast<int64_t>(perm.size()) ||
        quantizationDimensionOf(operandType) != perm[resultDim])
      return emitOpError("C4: expects the operand's quantization dimension "
                         "to be permutation[quantization_dimension(result)]")
             << " = "
             << (resultDim >= 0 && resultDim < static_cast<int64_t>(perm.size())
                     ? formatDim(perm[resultDim])
                     : "?")
             << ", but got " << quantizationDimensionOf(operandType);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Reshapes
//===----------------------------------------------------------------------===//

static LogicalResult verifyReshapeElementTypes(Operation *op,
                                               RankedTensorType operandType,
                                               RankedTensorType resultType) {
  // Per-axis quantized types may differ only in their quantization
  // dimensions.
  if (!isPerAxisQuantized(operandType)
          ? operandType.getElementType() != resultType.getElementType()
          : !isCompatibleMovedElementType(operandType, resultType) ||
                !haveSameScalesAndZeroPoints(operandType, resultType))
    return op->emitOpError("C1: expects the result's element type to be the "
                           "operand's ")
           << operandType.getElementType() << ", but got "
           << resultType.getElementType();
  return success();
}

/// The number of elements of `shape`, or kDynamic (also when the count
/// overflows int64; verifyReshapeShapes reports those first).
static int64_t numElementsOf(ArrayRef<int64_t> shape) {
  if (llvm::any_of(shape, ShapedType::isDynamic))
    return ShapedType::kDynamic;
  return checkedNumElements(shape).value_or(ShapedType::kDynamic);
}

/// Reports a static shape whose element count does not fit in int64_t.
/// Deliberately stricter than upstream (reshape), whose element count
/// wraps around and so accepts such shapes.
static LogicalResult verifyElementCountFits(Operation *op, StringRef what,
                                            ArrayRef<int64_t> shape) {
  if (llvm::any_of(shape, ShapedType::isDynamic) ||
      checkedNumElements(shape))
    return success();
  return op->emitOpError("expects the ")
         << what << " to have at most " << std::numeric_limits<int64_t>::max()
         << " elements, but its shape " << formatList(shape)
         << " has more (the count overflows int64)";
}

/// C2 and C3 of reshape and dynamic_reshape; `resultShape` is the result's
/// shape, refined by a constant output_shape for dynamic_reshape.
static LogicalResult verifyReshapeShapes(Operation *op,
                                         RankedTensorType operandType,
                                         RankedTensorType resultType,
                                         ArrayRef<int64_t> resultShape) {
  if (failed(verifyElementCountFits(op, "operand", operandType.getShape())) ||
      failed(verifyElementCountFits(op, "result", resultShape)))
    return failure();
  int64_t operandSize = numElementsOf(operandType.getShape());
  int64_t resultSize = numElementsOf(resultShape);
  if (!ShapedType::isDynamic(operandSize) &&
      !ShapedType::isDynamic(resultSize) && operandSize != resultSize)
    return op->emitOpError("C2: expects the result to have the operand's ")
           << operandSize << " elements, but it has " << resultSize;
  if (!isPerAxisQuantized(operandType))
    return success();
  int64_t qo = quantizationDimensionOf(operandType);
  int64_t qr = quantizationDimensionOf(resultType);
  ArrayRef<int64_t> os = operandType.getShape();
  if (qo >= static_cast<int64_t>(os.size()))
    return success();
  if (qr < 0 || qr >= static_cast<int64_t>(resultShape.size()))
    return op->emitOpError("C3: expects a per-axis quantized result with a "
                           "quantization dimension in [0, ")
           << resultShape.size() << ")";
  // Each of the three checks is decided when its dimensions are static.
  auto differ = [](int64_t a, int64_t b) {
    return !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b;
  };
  if (differ(numElementsOf(os.take_front(qo)),
             numElementsOf(resultShape.take_front(qr))))
    return op->emitOpError("C3: expects the dimensions before the "
                           "quantization dimension to have as many elements "
                           "in the result (")
           << numElementsOf(resultShape.take_front(qr))
           << ") as in the operand ("
           << numElementsOf(os.take_front(qo)) << ")";
  if (differ(os[qo], resultShape[qr]))
    return op->emitOpError("C3: expects the quantization dimension to have "
                           "the same size in operand (")
           << os[qo] << ") and result (" << resultShape[qr] << ")";
  if (differ(numElementsOf(os.drop_front(qo + 1)),
             numElementsOf(resultShape.drop_front(qr + 1))))
    return op->emitOpError("C3: expects the dimensions after the "
                           "quantization dimension to have as many elements "
                           "in the result (")
           << numElementsOf(resultShape.drop_front(qr + 1))
           << ") as in the operand ("
           << numElementsOf(os.drop_front(qo + 1)) << ")";
  return success();
}

LogicalResult ReshapeOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (failed(verifyReshapeElementTypes(*this, operandType, resultType)))
    return failure();
  return verifyReshapeShapes(*this, operandType, resultType,
                             resultType.getShape());
}

LogicalResult DynamicReshapeOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (failed(verifyReshapeElementTypes(*this, operandType, resultType)))
    return failure();
  int64_t size = tensorOf(getOutputShape()).getDimSize(0);
  if (!ShapedType::isDynamic(size) && size != resultType.getRank())
    return emitOpError("C4: expects output_shape to have ")
           << resultType.getRank() << " elements, but it has " << size;
  return verifyReshapeShapes(*this, operandType, resultType,
                             refineShape(resultType, getOutputShape()));
}

//===----------------------------------------------------------------------===//
// Slices
//===----------------------------------------------------------------------===//

LogicalResult SliceOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (operandType.getElementType() != resultType.getElementType())
    return emitOpError("C1: expects the result's element type to be the "
                       "operand's ")
           << operandType.getElementType() << ", but got "
           << resultType.getElementType();
  ArrayRef<int64_t> start = getStartIndices(), limit = getLimitIndices(),
                    strides = getStrides();
  int64_t rank = operandType.getRank();
  if (static_cast<int64_t>(start.size()) != rank ||
      static_cast<int64_t>(limit.size()) != rank ||
      static_cast<int64_t>(strides.size()) != rank)
    return emitOpError("C2: expects ")
           << rank << " start indices, limit indices and strides, but got "
           << start.size() << ", " << limit.size() << " and "
           << strides.size();
  SmallVector<int64_t> expected;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (start[d] < 0 || start[d] > limit[d] ||
        (!ShapedType::isDynamic(size) && limit[d] > size))
      return emitOpError("C3: expects 0 <= start_indices <= limit_indices "
                         "<= shape(operand) in dimension ")
             << d << ", but got " << start[d] << ", " << limit[d] << " and "
             << formatDim(size);
    if (strides[d] <= 0)
      return emitOpError("C4: expects positive strides, but got ")
             << formatList(strides);
    expected.push_back(stridedCount(start[d], limit[d], strides[d]));
  }
  return verifyShapeMatches(*this, "C5", expected, resultType);
}

LogicalResult DynamicSliceOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (operandType.getElementType() != resultType.getElementType())
    return emitOpError("C1: expects the result's element type to be the "
                       "operand's ")
           << operandType.getElementType() << ", but got "
           << resultType.getElementType();
  int64_t rank = operandType.getRank();
  ArrayRef<int64_t> sizes = getSliceSizes();
  if (static_cast<int64_t>(getStartIndices().size()) != rank ||
      static_cast<int64_t>(sizes.size()) != rank)
    return emitOpError("C2: expects ")
           << rank << " start indices and slice sizes, but got "
           << getStartIndices().size() << " and " << sizes.size();
  if (!getStartIndices().empty()) {
    Type first = getStartIndices().front().getType();
    for (Value index : getStartIndices())
      if (index.getType() != first)
        return emitOpError("C3: expects start indices of the same type, but "
                           "got ")
               << first << " and " << index.getType();
  }
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operandType.getDimSize(d);
    if (sizes[d] < 0 || (!ShapedType::isDynamic(size) && sizes[d] > size))
      return emitOpError("C4: expects 0 <= slice_sizes <= shape(operand) in "
                         "dimension ")
             << d << ", but got " << sizes[d] << " and " << formatDim(size);
  }
  return verifyShapeMatches(*this, "C5", sizes, resultType);
}

LogicalResult DynamicUpdateSliceOp::verify() {
  if (failed(verifySameTypes(*this, "C1", {getOperand(), getResult()})))
    return failure();
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType updateType = tensorOf(getUpdate());
  if (updateType.getElementType() != operandType.getElementType())
    return emitOpError("C2: expects the update's element type to be the "
                       "operand's ")
           << operandType.getElementType() << ", but got "
           << updateType.getElementType();
  if (updateType.getRank() != operandType.getRank())
    return emitOpError("C3: expects the update to have the operand's rank")
           << " " << operandType.getRank() << ", but got "
           << updateType.getRank();
  if (static_cast<int64_t>(getStartIndices().size()) != operandType.getRank())
    return emitOpError("C4: expects ")
           << operandType.getRank() << " start indices, but got "
           << getStartIndices().size();
  if (!getStartIndices().empty()) {
    Type first = getStartIndices().front().getType();
    for (Value index : getStartIndices())
      if (index.getType() != first)
        return emitOpError("C5: expects start indices of the same type, but "
                           "got ")
               << first << " and " << index.getType();
  }
  for (int64_t d = 0; d < operandType.getRank(); ++d) {
    int64_t size = updateType.getDimSize(d);
    int64_t bound = operandType.getDimSize(d);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound) &&
        size > bound)
      return emitOpError("C6: expects shape(update) <= shape(operand) in "
                         "dimension ")
             << d << ", but got " << size << " and " << bound;
  }
  return success();
}

LogicalResult RealDynamicSliceOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType resultType = tensorOf(getResult());
  if (operandType.getElementType() != resultType.getElementType())
    return emitOpError("expects the result's element type to be the "
                       "operand's");
  if (resultType.getRank() != operandType.getRank())
    return emitOpError("expects the result to have the operand's rank");
  for (Value indices : {getStartIndices(), getLimitIndices(), getStrides()}) {
    int64_t size = tensorOf(indices).getDimSize(0);
    if (!ShapedType::isDynamic(size) && size != operandType.getRank())
      return emitOpError("expects start, limit and strides of ")
             << operandType.getRank() << " elements";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Gather
//===----------------------------------------------------------------------===//

namespace {
/// The labels of gather's constraints in an op's section of the
/// specification. dynamic_gather numbers them differently and has no
/// batching dimensions in its section: its batching checks (those of
/// gather, whose semantics it shares) carry no label of their own.
struct GatherLabels {
  const char *rank, *indexVectorDim, *indexMapSize, *offsetDimsUnique,
      *offsetDimsRange, *collapsedUnique, *collapsedSorted, *collapsedRange,
      *collapsedSize, *batchingSorted, *batchingRange, *batchingSize,
      *indicesBatchingUnique, *indicesBatchingRange, *indexVectorNotBatching,
      *batchingCount, *batchingDimSizes, *indexMapUnique, *indexMapRange,
      *sliceSizesCount, *sliceSizesRange, *resultShape, *elementType;
};
} // namespace

static const GatherLabels kGatherLabels = {
    "C1",  "C2",  "C3",  "C4",  "C5",  "C6",  "C7",  "C8",
    "C9",  "C10", "C11", "C12", "C13", "C14", "C15", "C16",
    "C17", "C18", "C19", "C20", "C21", "C22", "C23"};

static const GatherLabels kDynamicGatherLabels = {
    "C1",    "C2",    "C3",    "C4",    "C5",  "C6",  "C6",  "C7",
    "C8",    nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
    nullptr, "C9",    "C10",   "C11",   "C12", "C13", "C14"};

/// Starts a gather diagnostic with "<label>: " when the op's section numbers
/// the constraint (otherwise `gatherRef` names gather's number at the end).
static InFlightDiagnostic gatherError(Operation *op, const char *label) {
  InFlightDiagnostic diag = op->emitOpError();
  if (label)
    diag << label << ": ";
  return diag;
}

/// Completes a diagnostic of a constraint unnumbered for the op.
static void gatherRef(InFlightDiagnostic &diag, const char *label,
                      StringRef gatherLabel) {
  if (!label)
    diag << " (as gather " << gatherLabel << ")";
}

static void printIndexDims(InFlightDiagnostic &diag, ArrayRef<int64_t> dims) {
  diag << "[";
  llvm::interleaveComma(dims, diag, [&](int64_t d) {
    if (ShapedType::isDynamic(d))
      diag << "?";
    else
      diag << d;
  });
  diag << "]";
}

/// Reports `message` followed by the dimension lists `dims` (joined by
/// "and") under `label`; when the op does not number the constraint, names
/// gather's number `gatherLabel` instead.
static LogicalResult dimsError(Operation *op, const char *label,
                               StringRef gatherLabel, const Twine &message,
                               ArrayRef<ArrayRef<int64_t>> dims) {
  InFlightDiagnostic diag = gatherError(op, label) << message;
  for (auto [i, list] : llvm::enumerate(dims)) {
    if (i)
      diag << " and ";
    printIndexDims(diag, list);
  }
  if (!gatherLabel.empty())
    gatherRef(diag, label, gatherLabel);
  return diag;
}

/// Constraints of gather and dynamic_gather. `numSliceSizes` is the number
/// of slice sizes (dynamic when unknown); `sliceSizes` their values, when
/// known.
static LogicalResult verifyGather(Operation *op, const GatherLabels &l,
                                  RankedTensorType operandType,
                                  RankedTensorType indicesType,
                                  GatherDimensionNumbersAttr dims,
                                  int64_t numSliceSizes,
                                  std::optional<ArrayRef<int64_t>> sliceSizes,
                                  RankedTensorType resultType) {
  int64_t operandRank = operandType.getRank();
  int64_t indicesRank = indicesType.getRank();
  int64_t resultRank = resultType.getRank();
  ArrayRef<int64_t> offsetDims = dims.getOffsetDims();
  ArrayRef<int64_t> collapsed = dims.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatching = dims.getOperandBatchingDims();
  ArrayRef<int64_t> indicesBatching = dims.getStartIndicesBatchingDims();
  ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
  int64_t indexVectorDim = dims.getIndexVectorDim();

  if (operandRank != static_cast<int64_t>(offsetDims.size() +
                                          collapsed.size() +
                                          operandBatching.size()))
    return gatherError(op, l.rank)
           << "expects rank(operand) = size(offset_dims) + "
              "size(collapsed_slice_dims) + size(operand_batching_dims), but "
              "got "
           << operandRank << " and " << offsetDims.size() << " + "
           << collapsed.size() << " + " << operandBatching.size();
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return gatherError(op, l.indexVectorDim)
           << "expects 0 <= index_vector_dim <= " << indicesRank
           << ", but got " << indexVectorDim;
  int64_t indexVectorSize = indexVectorDim < indicesRank
                                ? indicesType.getDimSize(indexVectorDim)
                                : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(startIndexMap.size()) != indexVectorSize)
    return gatherError(op, l.indexMapSize)
           << "expects size(start_index_map) = " << indexVectorSize
           << ", but got " << startIndexMap.size();
  if (!isUnique(offsetDims) || !isSorted(offsetDims))
    return dimsError(op, l.offsetDimsUnique, "",
                     "expects offset_dims to be unique and sorted, but got ",
                     {offsetDims});
  if (!allInRange(offsetDims, resultRank))
    return dimsError(op, l.offsetDimsRange, "",
                     "expects offset_dims in [0, " + Twine(resultRank) +
                         "), but got ",
                     {offsetDims});
  if (!isUnique(concat(collapsed, operandBatching)))
    return dimsError(op, l.collapsedUnique, "",
                     "expects collapsed_slice_dims and operand_batching_dims "
                     "to be unique, but got ",
                     {collapsed, operandBatching});
  if (!isSorted(collapsed))
    return dimsError(op, l.collapsedSorted, "",
                     "expects sorted collapsed_slice_dims, but got ",
                     {collapsed});
  if (!allInRange(collapsed, operandRank))
    return dimsError(op, l.collapsedRange, "",
                     "expects collapsed_slice_dims in [0, " +
                         Twine(operandRank) + "), but got ",
                     {collapsed});
  bool sizesMatchRank =
      sliceSizes && static_cast<int64_t>(sliceSizes->size()) == operandRank;
  if (sizesMatchRank)
    for (int64_t d : collapsed)
      if ((*sliceSizes)[d] > 1)
        return gatherError(op, l.collapsedSize)
               << "expects slice_sizes[collapsed_slice_dims...] <= 1, but "
                  "slice_sizes["
               << d << "] = " << (*sliceSizes)[d];
  if (!isSorted(operandBatching))
    return dimsError(op, l.batchingSorted, "C10",
                     "expects sorted operand_batching_dims, but got ",
                     {operandBatching});
  if (!allInRange(operandBatching, operandRank))
    return dimsError(op, l.batchingRange, "C11",
                     "expects operand_batching_dims in [0, " +
                         Twine(operandRank) + "), but got ",
                     {operandBatching});
  if (sizesMatchRank)
    for (int64_t d : operandBatching)
      if ((*sliceSizes)[d] > 1) {
        InFlightDiagnostic diag =
            gatherError(op, l.batchingSize)
            << "expects slice_sizes[operand_batching_dims...] <= 1, but "
               "slice_sizes["
            << d << "] = " << (*sliceSizes)[d];
        gatherRef(diag, l.batchingSize, "C12");
        return diag;
      }
  if (!isUnique(indicesBatching))
    return dimsError(op, l.indicesBatchingUnique, "C13",
                     "expects unique start_indices_batching_dims, but got ",
                     {indicesBatching});
  if (!allInRange(indicesBatching, indicesRank))
    return dimsError(op, l.indicesBatchingRange, "C14",
                     "expects start_indices_batching_dims in [0, " +
                         Twine(indicesRank) + "), but got ",
                     {indicesBatching});
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return dimsError(op, l.indexVectorNotBatching, "C15",
                     "expects index_vector_dim (" + Twine(indexVectorDim) +
                         ") not in start_indices_batching_dims ",
                     {indicesBatching});
  if (operandBatching.size() != indicesBatching.size()) {
    InFlightDiagnostic diag = gatherError(op, l.batchingCount)
                              << "expects as many operand_batching_dims as "
                                 "start_indices_batching_dims, but got "
                              << operandBatching.size() << " and "
                              << indicesBatching.size();
    gatherRef(diag, l.batchingCount, "C16");
    return diag;
  }
  for (auto [o, i] : llvm::zip(operandBatching, indicesBatching)) {
    int64_t operandSize = operandType.getDimSize(o);
    int64_t indicesSize = indicesType.getDimSize(i);
    if (!isCompatibleDim(operandSize, indicesSize)) {
      InFlightDiagnostic diag = gatherError(op, l.batchingDimSizes)
                                << "expects dim(operand, " << o
                                << ") = dim(start_indices, " << i
                                << "), but got " << operandSize << " and "
                                << indicesSize;
      gatherRef(diag, l.batchingDimSizes, "C17");
      return diag;
    }
  }
  if (!isUnique(concat(startIndexMap, operandBatching)))
    return dimsError(op, l.indexMapUnique, "",
                     "expects start_index_map and operand_batching_dims to "
                     "be unique, but got ",
                     {startIndexMap, operandBatching});
  if (!allInRange(startIndexMap, operandRank))
    return dimsError(op, l.indexMapRange, "",
                     "expects start_index_map in [0, " + Twine(operandRank) +
                         "), but got ",
                     {startIndexMap});
  if (!ShapedType::isDynamic(numSliceSizes) && numSliceSizes != operandRank)
    return gatherError(op, l.sliceSizesCount)
           << "expects size(slice_sizes) = rank(operand) = " << operandRank
           << ", but got " << numSliceSizes;
  if (sliceSizes) {
    for (int64_t d = 0; d < operandRank; ++d) {
      int64_t size = operandType.getDimSize(d);
      int64_t sliceSize = (*sliceSizes)[d];
      if (sliceSize < 0 || (!ShapedType::isDynamic(size) && sliceSize > size))
        return gatherError(op, l.sliceSizesRange)
               << "expects 0 <= slice_sizes <= shape(operand), but "
                  "slice_sizes["
               << d << "] = " << sliceSize << " and dim(operand, " << d
               << ") = " << size;
    }
  }
  // The result shape interleaves the batch dimensions of start_indices with
  // the kept slice sizes.
  SmallVector<int64_t> batchSizes;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != indexVectorDim)
      batchSizes.push_back(indicesType.getDimSize(d));
  SmallVector<int64_t> offsetSizes;
  for (int64_t d = 0; d < operandRank; ++d)
    if (!llvm::is_contained(collapsed, d) &&
        !llvm::is_contained(operandBatching, d))
      offsetSizes.push_back(sliceSizes ? (*sliceSizes)[d]
                                       : ShapedType::kDynamic);
  int64_t expectedRank = batchSizes.size() + offsetSizes.size();
  if (resultRank != expectedRank)
    return gatherError(op, l.resultShape)
           << "expects a result of rank " << expectedRank << ", but got "
           << resultType;
  SmallVector<int64_t> expected;
  size_t batch = 0, offset = 0;
  for (int64_t d = 0; d < expectedRank; ++d) {
    if (llvm::is_contained(offsetDims, d))
      expected.push_back(offset < offsetSizes.size() ? offsetSizes[offset++]
                                                     : ShapedType::kDynamic);
    else
      expected.push_back(batch < batchSizes.size() ? batchSizes[batch++]
                                                   : ShapedType::kDynamic);
  }
  if (failed(verifyShapeMatches(op, l.resultShape, expected, resultType)))
    return failure();
  if (operandType.getElementType() != resultType.getElementType())
    return gatherError(op, l.elementType)
           << "expects element_type(operand) = element_type(result), but got "
           << operandType.getElementType() << " and "
           << resultType.getElementType();
  return success();
}

LogicalResult GatherOp::verify() {
  return verifyGather(*this, kGatherLabels, tensorOf(getOperand()),
                      tensorOf(getStartIndices()), getDimensionNumbers(),
                      getSliceSizes().size(), getSliceSizes(),
                      tensorOf(getResult()));
}

LogicalResult DynamicGatherOp::verify() {
  // Slice sizes given by a constant are checked like gather's; otherwise
  // only their number, when static.
  RankedTensorType sizesType = tensorOf(getSliceSizes());
  std::optional<SmallVector<int64_t>> constSizes;
  DenseIntElementsAttr sizes;
  if (matchPattern(getSliceSizes(), m_Constant(&sizes))) {
    bool isUnsigned = sizesType.getElementType().isUnsignedInteger();
    uint64_t maxSize = std::numeric_limits<int64_t>::max();
    constSizes.emplace();
    for (const APInt &v : sizes.getValues<APInt>())
      constSizes->push_back(
          isUnsigned ? static_cast<int64_t>(std::min(v.getZExtValue(), maxSize))
                     : v.getSExtValue());
  }
  return verifyGather(*this, kDynamicGatherLabels, tensorOf(getOperand()),
                      tensorOf(getStartIndices()), getDimensionNumbers(),
                      sizesType.getDimSize(0),
                      constSizes ? std::optional<ArrayRef<int64_t>>(*constSizes)
                                 : std::nullopt,
                      tensorOf(getResult()));
}

//===----------------------------------------------------------------------===//
// ScatterOp
//===----------------------------------------------------------------------===//

LogicalResult ScatterOp::verify() {
  size_t n = getInputs().size();
  if (n == 0 || getUpdates().size() != n)
    return emitOpError("C5: expects 0 < size(inputs) = size(updates), but "
                       "got ")
           << n << " inputs and " << getUpdates().size() << " updates";
  if (getNumResults() != n)
    return emitOpError("C24: expects as many results as inputs (")
           << n << "), but got " << getNumResults();
  RankedTensorType inputType = tensorOf(getInputs().front());
  RankedTensorType updateType = tensorOf(getUpdates().front());
  RankedTensorType indicesType = tensorOf(getScatterIndices());
  for (auto [i, input] : llvm::enumerate(getInputs()))
    if (!isCompatibleShape(tensorOf(input).getShape(), inputType.getShape()))
      return emitOpError("C1: expects all inputs to have the same shape, but "
                         "input 0 has type ")
             << inputType << " and input " << i << " has type "
             << input.getType();
  for (auto [i, update] : llvm::enumerate(getUpdates()))
    if (!isCompatibleShape(tensorOf(update).getShape(), updateType.getShape()))
      return emitOpError("C3: expects all updates to have the same shape, "
                         "but update 0 has type ")
             << updateType << " and update " << i << " has type "
             << update.getType();

  ScatterDimensionNumbersAttr dims = getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
  ArrayRef<int64_t> inserted = dims.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatching = dims.getInputBatchingDims();
  ArrayRef<int64_t> indicesBatching = dims.getScatterIndicesBatchingDims();
  ArrayRef<int64_t> toOperand = dims.getScatterDimsToOperandDims();
  int64_t indexVectorDim = dims.getIndexVectorDim();
  int64_t inputRank = inputType.getRank();
  int64_t indicesRank = indicesType.getRank();
  int64_t updateRank = updateType.getRank();

  auto failWithDims = [&](const Twine &message,
                          ArrayRef<ArrayRef<int64_t>> lists) {
    return dimsError(*this, nullptr, "", message, lists);
  };
  if (inputRank != static_cast<int64_t>(windowDims.size() + inserted.size() +
                                        inputBatching.size()))
    return emitOpError("C2: expects rank(inputs[0]) = "
                       "size(update_window_dims) + size(inserted_window_dims)"
                       " + size(input_batching_dims), but got ")
           << inputRank << " and " << windowDims.size() << " + "
           << inserted.size() << " + " << inputBatching.size();
  if (!isUnique(windowDims) || !isSorted(windowDims))
    return failWithDims("C7: expects update_window_dims to be unique and "
                        "sorted, but got ",
                        windowDims);
  if (!allInRange(windowDims, updateRank))
    return failWithDims("C8: expects update_window_dims in [0, " +
                            Twine(updateRank) + "), but got ",
                        windowDims);
  if (!isUnique(concat(inserted, inputBatching)))
    return failWithDims("C9: expects inserted_window_dims and "
                        "input_batching_dims to be unique, but got ",
                        {inserted, inputBatching});
  if (!isSorted(inserted))
    return failWithDims("C10: expects sorted inserted_window_dims, but got ",
                        inserted);
  if (!allInRange(inserted, inputRank))
    return failWithDims("C11: expects inserted_window_dims in [0, " +
                            Twine(inputRank) + "), but got ",
                        inserted);
  if (!isSorted(inputBatching))
    return failWithDims("C12: expects sorted input_batching_dims, but got ",
                        inputBatching);
  if (!allInRange(inputBatching, inputRank))
    return failWithDims("C13: expects input_batching_dims in [0, " +
                            Twine(inputRank) + "), but got ",
                        inputBatching);
  if (!isUnique(indicesBatching))
    return failWithDims("C14: expects unique scatter_indices_batching_dims, "
                        "but got ",
                        indicesBatching);
  if (!allInRange(indicesBatching, indicesRank))
    return failWithDims("C15: expects scatter_indices_batching_dims in [0, " +
                            Twine(indicesRank) + "), but got ",
                        indicesBatching);
  if (llvm::is_contained(indicesBatching, indexVectorDim))
    return failWithDims("C16: expects index_vector_dim (" +
                            Twine(indexVectorDim) +
                            ") not in scatter_indices_batching_dims ",
                        indicesBatching);
  if (inputBatching.size() != indicesBatching.size())
    return emitOpError("C17: expects as many input_batching_dims as "
                       "scatter_indices_batching_dims, but got ")
           << inputBatching.size() << " and " << indicesBatching.size();
  for (auto [o, i] : llvm::zip(inputBatching, indicesBatching)) {
    int64_t inputSize = inputType.getDimSize(o);
    int64_t indicesSize = indicesType.getDimSize(i);
    if (!isCompatibleDim(inputSize, indicesSize))
      return emitOpError("C18: expects dim(inputs[0], ")
             << o << ") = dim(scatter_indices, " << i << "), but got "
             << inputSize << " and " << indicesSize;
  }
  if (indexVectorDim < 0 || indexVectorDim > indicesRank)
    return emitOpError("C22: expects 0 <= index_vector_dim <= ")
           << indicesRank << ", but got " << indexVectorDim;
  int64_t indexVectorSize = indexVectorDim < indicesRank
                                ? indicesType.getDimSize(indexVectorDim)
                                : 1;
  if (!ShapedType::isDynamic(indexVectorSize) &&
      static_cast<int64_t>(toOperand.size()) != indexVectorSize)
    return emitOpError("C19: expects size(scatter_dims_to_operand_dims) = ")
           << indexVectorSize << ", but got " << toOperand.size();
  if (!isUnique(concat(toOperand, inputBatching)))
    return failWithDims("C20: expects scatter_dims_to_operand_dims and "
                        "input_batching_dims to be unique, but got ",
                        {toOperand, inputBatching});
  if (!allInRange(toOperand, inputRank))
    return failWithDims("C21: expects scatter_dims_to_operand_dims in [0, " +
                            Twine(inputRank) + "), but got ",
                        toOperand);

  // C4: the update shape combines the scatter dimensions of the indices
  // with window dimensions bounded by the input's.
  SmallVector<int64_t> scatterSizes;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != indexVectorDim)
      scatterSizes.push_back(indicesType.getDimSize(d));
  SmallVector<int64_t> windowBounds;
  for (int64_t d = 0; d < inputRank; ++d)
    if (!llvm::is_contained(inserted, d) &&
        !llvm::is_contained(inputBatching, d))
      windowBounds.push_back(inputType.getDimSize(d));
  if (updateRank != static_cast<int64_t>(scatterSizes.size() +
                                         windowBounds.size()))
    return emitOpError("C4: expects updates of rank ")
           << scatterSizes.size() + windowBounds.size() << ", but got "
           << updateType;
  size_t scatter = 0, window = 0;
  for (int64_t d = 0; d < updateRank; ++d) {
    int64_t size = updateType.getDimSize(d);
    if (llvm::is_contained(windowDims, d)) {
      int64_t bound = windowBounds[window++];
      if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(bound) &&
          size > bound)
        return emitOpError("C4: update window dimension ")
               << d << " of size " << size << " exceeds the input's " << bound;
    } else {
      int64_t expected = scatterSizes[scatter++];
      if (!isCompatibleDim(size, expected))
        return emitOpError("C4: expects update dimension ")
               << d << " to have size " << expected << ", but got " << size;
    }
  }

  SmallVector<Type> inputElements;
  for (Value input : getInputs())
    inputElements.push_back(tensorOf(input).getElementType());
  SmallVector<Type> bodyTypes;
  if (failed(verifyReducerRegion(*this, getUpdateComputation(), inputElements,
                                 "C23", &bodyTypes)) ||
      failed(verifyPromotableToBody(*this, getUpdates(), bodyTypes, "C6",
                                    "update")))
    return failure();
  for (size_t i = 0; i < n; ++i) {
    RankedTensorType resultType = tensorOf(getResult(i));
    if (!isCompatibleShape(resultType.getShape(), inputType.getShape()))
      return emitOpError("C24: expects results of the inputs' shape, but "
                         "result ")
             << i << " has type " << resultType;
    if (resultType.getElementType() != bodyTypes[i])
      return emitOpError("C25: expects result ")
             << i << " to have element type " << bodyTypes[i];
  }
  return success();
}

//===----------------------------------------------------------------------===//
// SortOp
//===----------------------------------------------------------------------===//

LogicalResult SortOp::verify() {
  if (getInputs().empty())
    return emitOpError("C1: expects at least one input");
  for (auto [input, result] : llvm::zip(getInputs(), getResults()))
    if (!isCompatibleType(input.getType(), result.getType()))
      return emitOpError("C2: expects results of the inputs' types, but got ")
             << result.getType() << " for input " << input.getType();
  if (getInputs().size() != getResults().size())
    return emitOpError("C2: expects as many results as inputs");
  ArrayRef<int64_t> shape = tensorOf(getInputs().front()).getShape();
  for (Value value : llvm::concat<Value>(getInputs(), getResults()))
    if (!isCompatibleShape(tensorOf(value).getShape(), shape))
      return emitOpError("C3: expects inputs and results of the same shape, "
                         "but got ")
             << value.getType() << " and " << tensorOf(getInputs().front());
  int64_t rank = tensorOf(getInputs().front()).getRank();
  int64_t dim = getDimension();
  if (dim < -rank || dim >= std::max<int64_t>(rank, 1))
    return emitOpError("C4: expects dimension in [")
           << -rank << ", " << rank << "), but got " << dim;
  Block &block = getComparator().front();
  size_t n = getInputs().size();
  if (block.getNumArguments() != 2 * n)
    return emitOpError("C5: expects the comparator to take ")
           << 2 * n << " arguments";
  for (size_t i = 0; i < n; ++i) {
    auto expected =
        RankedTensorType::get({}, tensorOf(getInputs()[i]).getElementType());
    for (size_t j : {2 * i, 2 * i + 1})
      if (block.getArgument(j).getType() != expected)
        return emitOpError("C5: expects comparator argument ")
               << j << " to have type " << expected;
  }
  Operation *terminator = block.empty() ? nullptr : &block.back();
  auto i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (!terminator || terminator->getNumOperands() != 1 ||
      terminator->getOperand(0).getType() != i1)
    return emitOpError("C5: expects the comparator to return tensor<i1>");
  return success();
}

//===----------------------------------------------------------------------===//
// Index tensors and shapes
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  int64_t rank = tensorOf(getOutput()).getRank();
  int64_t dim = getIotaDimensionAttr().getInt();
  if (dim < 0 || dim >= rank)
    return emitOpError("C1: expects iota_dimension in [0, ")
           << rank << "), but got " << dim;
  return success();
}

LogicalResult DynamicIotaOp::verify() {
  // As upstream's, the verifier bounds iota_dimension by the result's rank
  // and does not compare size(output_shape) with it (C2): the interpreter
  // reports an output shape that does not fit the result type when the op
  // runs.
  int64_t rank = tensorOf(getResult()).getRank();
  int64_t dim = getIotaDimensionAttr().getInt();
  if (dim < 0 || dim >= rank)
    return emitOpError("C1: expects iota_dimension in [0, ")
           << rank << "), but got " << dim;
  return success();
}

LogicalResult GetDimensionSizeOp::verify() {
  int64_t rank = tensorOf(getOperand()).getRank();
  int64_t dim = getDimensionAttr().getInt();
  if (dim < 0 || dim >= rank)
    return emitOpError("C1: expects dimension in [0, ")
           << rank << "), but got " << dim;
  return success();
}

/// Upstream's rules: the size is a 0-dimensional i32 tensor and the result
/// is compatible (see isCompatibleType) with the operand's type where the
/// dimension becomes dynamic, bounded by its former static size; a constant
/// size equal to that bound keeps the dimension static.
LogicalResult SetDimensionSizeOp::verify() {
  RankedTensorType operandType = tensorOf(getOperand());
  RankedTensorType sizeType = tensorOf(getSize());
  if (sizeType.getRank() != 0)
    return emitOpError("expects a 0-dimensional size, but got ") << sizeType;
  int64_t rank = operandType.getRank();
  int64_t dim = getDimension();
  if (dim >= rank)
    return emitOpError("expects dimension in [0, ")
           << rank << "), but got " << dim;

  SmallVector<int64_t> shape(operandType.getShape());
  SmallVector<int64_t> bounds(boundsOf(operandType));
  if (bounds.empty())
    bounds.assign(rank, ShapedType::kDynamic);
  if (!ShapedType::isDynamic(shape[dim]))
    bounds[dim] = shape[dim];
  shape[dim] = ShapedType::kDynamic;
  DenseIntElementsAttr size;
  if (matchPattern(getSize(), m_Constant(&size)) &&
      (*size.getValues<APInt>().begin()).getSExtValue() == bounds[dim]) {
    shape[dim] = bounds[dim];
    bounds[dim] = ShapedType::kDynamic;
  }
  Attribute encoding;
  if (llvm::any_of(bounds,
                   [](int64_t b) { return !ShapedType::isDynamic(b); }))
    encoding = TypeExtensionsAttr::get(getContext(), bounds);
  auto expected =
      RankedTensorType::get(shape, operandType.getElementType(), encoding);
  Type resultType = getResult().getType();
  if (!isCompatibleType(expected, resultType))
    return emitOpError("expects a result compatible with ")
           << expected << ", but got " << resultType;
  return success();
}

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(GetDimensionSizeOp, {
  inferredReturnTypes.push_back(
      RankedTensorType::get({}, IntegerType::get(context, 32)));
  return success();
})

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

/// The ranked tensor type of `value`, or null.
static RankedTensorType rankedOf(Value value) {
  return llvm::dyn_cast<RankedTensorType>(value.getType());
}

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(BroadcastOp, {
  BroadcastOp::Adaptor adaptor(operands, attributes, properties, regions);
  RankedTensorType operand = operands.empty() ? nullptr : rankedOf(operands[0]);
  if (!operand || !adaptor.getBroadcastSizesAttr())
    return failure();
  SmallVector<int64_t> shape(adaptor.getBroadcastSizes());
  llvm::append_range(shape, operand.getShape());
  inferredReturnTypes.push_back(operand.clone(shape));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(ConcatenateOp, {
  ConcatenateOp::Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.empty() || !adaptor.getDimensionAttr())
    return failure();
  RankedTensorType first = rankedOf(operands[0]);
  if (!first)
    return failure();
  int64_t dim = adaptor.getDimension();
  if (dim < 0 || dim >= first.getRank()) {
    inferredReturnTypes.push_back(
        unknownShapeOf(first.getRank(), first.getElementType()));
    return success();
  }
  SmallVector<int64_t> shape(first.getShape());
  shape[dim] = 0;
  for (Value operand : operands) {
    RankedTensorType type = rankedOf(operand);
    if (!type || type.getRank() != first.getRank())
      return failure();
    for (int64_t d = 0; d < first.getRank(); ++d)
      if (d != dim && ShapedType::isDynamic(shape[d]))
        shape[d] = type.getDimSize(d);
    if (ShapedType::isDynamic(shape[dim]) ||
        ShapedType::isDynamic(type.getDimSize(dim)))
      shape[dim] = ShapedType::kDynamic;
    else
      shape[dim] = llvm::checkedAdd<int64_t>(shape[dim], type.getDimSize(dim))
                       .value_or(ShapedType::kDynamic);
  }
  inferredReturnTypes.push_back(first.clone(shape));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(PadOp, {
  PadOp::Adaptor adaptor(operands, attributes, properties, regions);
  RankedTensorType operand = operands.empty() ? nullptr : rankedOf(operands[0]);
  if (!operand || !adaptor.getEdgePaddingLowAttr() ||
      !adaptor.getEdgePaddingHighAttr() || !adaptor.getInteriorPaddingAttr())
    return failure();
  ArrayRef<int64_t> low = adaptor.getEdgePaddingLow();
  ArrayRef<int64_t> high = adaptor.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = adaptor.getInteriorPadding();
  int64_t rank = operand.getRank();
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank ||
      static_cast<int64_t>(interior.size()) != rank) {
    inferredReturnTypes.push_back(
        unknownShapeOf(rank, operand.getElementType()));
    return success();
  }
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operand.getDimSize(d);
    std::optional<int64_t> padded =
        ShapedType::isDynamic(size)
            ? std::nullopt
            : paddedDimSize(size, low[d], high[d], interior[d]);
    // Sizes that overflow or are negative are left to the verifier (C4).
    shape.push_back(padded && *padded >= 0 ? *padded : ShapedType::kDynamic);
  }
  inferredReturnTypes.push_back(operand.clone(shape));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(ReverseOp, {
  if (operands.empty())
    return failure();
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(TransposeOp, {
  TransposeOp::Adaptor adaptor(operands, attributes, properties, regions);
  RankedTensorType operand = operands.empty() ? nullptr : rankedOf(operands[0]);
  if (!operand || !adaptor.getPermutationAttr())
    return failure();
  ArrayRef<int64_t> perm = adaptor.getPermutation();
  if (static_cast<int64_t>(perm.size()) != operand.getRank() ||
      !isPermutation(perm)) {
    inferredReturnTypes.push_back(
        unknownShapeOf(operand.getRank(), operand.getElementType()));
    return success();
  }
  SmallVector<int64_t> shape;
  for (int64_t d : perm)
    shape.push_back(operand.getDimSize(d));
  inferredReturnTypes.push_back(operand.clone(shape));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(SliceOp, {
  SliceOp::Adaptor adaptor(operands, attributes, properties, regions);
  RankedTensorType operand = operands.empty() ? nullptr : rankedOf(operands[0]);
  if (!operand || !adaptor.getStartIndicesAttr() ||
      !adaptor.getLimitIndicesAttr() || !adaptor.getStridesAttr())
    return failure();
  ArrayRef<int64_t> start = adaptor.getStartIndices();
  ArrayRef<int64_t> limit = adaptor.getLimitIndices();
  ArrayRef<int64_t> strides = adaptor.getStrides();
  int64_t rank = operand.getRank();
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    bool valid = d < static_cast<int64_t>(start.size()) &&
                 d < static_cast<int64_t>(limit.size()) &&
                 d < static_cast<int64_t>(strides.size()) && strides[d] > 0 &&
                 start[d] >= 0 && start[d] <= limit[d];
    shape.push_back(valid ? stridedCount(start[d], limit[d], strides[d])
                          : ShapedType::kDynamic);
  }
  inferredReturnTypes.push_back(operand.clone(shape));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(DynamicSliceOp, {
  DynamicSliceOp::Adaptor adaptor(operands, attributes, properties, regions);
  RankedTensorType operand = operands.empty() ? nullptr : rankedOf(operands[0]);
  if (!operand || !adaptor.getSliceSizesAttr())
    return failure();
  inferredReturnTypes.push_back(operand.clone(adaptor.getSliceSizes()));
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(DynamicUpdateSliceOp, {
  if (operands.empty())
    return failure();
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(SortOp, {
  llvm::append_range(inferredReturnTypes, operands.getTypes());
  return success();
})
