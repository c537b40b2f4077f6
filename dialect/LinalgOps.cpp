//===- LinalgOps.cpp - Verifiers of the linear algebra ops ----------------===//
//
// Constraint labels (C1, C2, ...) refer to the op's section of the
// StableHLO specification.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::stablehlo;

static RankedTensorType tensorOf(Value value) {
  return llvm::cast<RankedTensorType>(value.getType());
}

static SmallVector<int64_t> concat(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  SmallVector<int64_t> result(a);
  llvm::append_range(result, b);
  return result;
}

/// The spec asks for exactly two precision values (lhs and rhs) when any are
/// given; upstream also accepts a single one, so up to two are allowed here.
static LogicalResult verifyPrecisionConfig(Operation *op, StringRef label,
                                           std::optional<ArrayAttr> config) {
  if (config && config->size() > 2)
    return op->emitOpError()
           << label << ": expects at most 2 precision values, but got "
           << config->size();
  return success();
}

/// The quantization constraints of dot_general. `labels` names, in order:
/// is_quantized, storage, expressed, per-tensor, non-quantized lhs.
///
/// The spec also asks non-quantized operands to have one element type (C13);
/// upstream accepts any (as it does for dot), and so does this verifier: the
/// interpreter converts both operands to the accumulator of the result's
/// element type.
static LogicalResult verifyQuantizedDotLike(Operation *op, Type lhs, Type rhs,
                                            Type result,
                                            ArrayRef<StringRef> labels) {
  if (!isQuantized(lhs) && !isQuantized(rhs))
    return success();
  if (isQuantized(lhs) != (isQuantized(result) && isQuantized(rhs)))
    return op->emitOpError()
           << labels[0]
           << ": expects is_quantized(lhs) = is_quantized(result) and "
              "is_quantized(rhs)";
  if (isQuantized(lhs)) {
    if (storageTypeOf(lhs) != storageTypeOf(rhs))
      return op->emitOpError()
             << labels[1] << ": expects lhs and rhs of the same storage type";
    if (expressedTypeOf(lhs) != expressedTypeOf(rhs) ||
        expressedTypeOf(rhs) != expressedTypeOf(result))
      return op->emitOpError()
             << labels[2]
             << ": expects lhs, rhs and result of the same expressed type";
    if (isPerTensorQuantized(rhs) && !isPerTensorQuantized(result))
      return op->emitOpError()
             << labels[3]
             << ": expects a per-tensor quantized result for a per-tensor "
                "quantized rhs";
    return success();
  }
  if (elementTypeOf(lhs) != expressedTypeOf(rhs) ||
      elementTypeOf(lhs) != elementTypeOf(result))
    return op->emitOpError()
           << labels[4]
           << ": expects element_type(lhs) = expressed_type(rhs) = "
              "element_type(result)";
  return success();
}

//===----------------------------------------------------------------------===//
// DotGeneralOp
//===----------------------------------------------------------------------===//

LogicalResult DotGeneralOp::verify() {
  RankedTensorType lhsType = tensorOf(getLhs());
  RankedTensorType rhsType = tensorOf(getRhs());
  RankedTensorType resultType = tensorOf(getResult());
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rhsBatch = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lhsContract = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rhsContract = dims.getRhsContractingDimensions();
  if (lhsBatch.size() != rhsBatch.size())
    return emitOpError("C1: expects as many lhs as rhs batching dimensions, "
                       "but got ")
           << lhsBatch.size() << " and " << rhsBatch.size();
  if (lhsContract.size() != rhsContract.size())
    return emitOpError("C2: expects as many lhs as rhs contracting "
                       "dimensions, but got ")
           << lhsContract.size() << " and " << rhsContract.size();
  if (!isUnique(concat(lhsBatch, lhsContract)))
    return emitOpError("C3: expects unique lhs batching and contracting "
                       "dimensions, but got [")
           << concat(lhsBatch, lhsContract) << "]";
  if (!isUnique(concat(rhsBatch, rhsContract)))
    return emitOpError("C4: expects unique rhs batching and contracting "
                       "dimensions, but got [")
           << concat(rhsBatch, rhsContract) << "]";
  if (!allInRange(lhsBatch, lhsType.getRank()))
    return emitOpError("C5: expects lhs batching dimensions in [0, ")
           << lhsType.getRank() << "), but got [" << lhsBatch << "]";
  if (!allInRange(lhsContract, lhsType.getRank()))
    return emitOpError("C6: expects lhs contracting dimensions in [0, ")
           << lhsType.getRank() << "), but got [" << lhsContract << "]";
  if (!allInRange(rhsBatch, rhsType.getRank()))
    return emitOpError("C7: expects rhs batching dimensions in [0, ")
           << rhsType.getRank() << "), but got [" << rhsBatch << "]";
  if (!allInRange(rhsContract, rhsType.getRank()))
    return emitOpError("C8: expects rhs contracting dimensions in [0, ")
           << rhsType.getRank() << "), but got [" << rhsContract << "]";
  for (auto [l, r] : llvm::zip(lhsBatch, rhsBatch))
    if (!isCompatibleDim(lhsType.getDimSize(l), rhsType.getDimSize(r)))
      return emitOpError("C9: expects lhs batching dimension ")
             << l << " and rhs batching dimension " << r
             << " to have the same size, but got " << lhsType.getDimSize(l)
             << " and " << rhsType.getDimSize(r);
  for (auto [l, r] : llvm::zip(lhsContract, rhsContract))
    if (!isCompatibleDim(lhsType.getDimSize(l), rhsType.getDimSize(r)))
      return emitOpError("C10: expects lhs contracting dimension ")
             << l << " and rhs contracting dimension " << r
             << " to have the same size, but got " << lhsType.getDimSize(l)
             << " and " << rhsType.getDimSize(r);
  if (failed(verifyPrecisionConfig(*this, "C11", getPrecisionConfig())))
    return failure();

  SmallVector<int64_t> expected;
  for (int64_t d : lhsBatch)
    expected.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < lhsType.getRank(); ++d)
    if (!llvm::is_contained(lhsBatch, d) &&
        !llvm::is_contained(lhsContract, d))
      expected.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < rhsType.getRank(); ++d)
    if (!llvm::is_contained(rhsBatch, d) &&
        !llvm::is_contained(rhsContract, d))
      expected.push_back(rhsType.getDimSize(d));
  if (!isCompatibleShape(expected, resultType.getShape()))
    return emitOpError("C12: unexpected result shape ") << resultType;

  if (failed(verifyQuantizedDotLike(*this, lhsType, rhsType, resultType,
                                    {"C14", "C17", "C18", "C19", "C20"})))
    return failure();
  if (auto perAxis = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
          rhsType.getElementType())) {
    if (llvm::any_of(perAxis.getZeroPoints(), [](int64_t z) { return z; }))
      return emitOpError("C15: expects zero points of rhs to be 0");
    if (llvm::is_contained(rhsContract, perAxis.getQuantizedDimension()))
      return emitOpError("C16: expects the rhs quantization dimension not "
                         "to be a contracting dimension, but got ")
             << perAxis.getQuantizedDimension()
             << " with rhs contracting dimensions [" << rhsContract << "]";
  } else if (auto perTensor = llvm::dyn_cast<quant::UniformQuantizedType>(
                 rhsType.getElementType())) {
    // C15 for a per-tensor rhs is checked only when lhs is not quantized
    // (hybrid products). Upstream accepts, and its test programs run, fully
    // quantized products whose rhs has a nonzero zero point (JAX's
    // asymmetric int8 quantization gives -128); the interpreter subtracts
    // it as it does for convolution.
    if (!isa<quant::QuantizedType>(lhsType.getElementType()) &&
        perTensor.getZeroPoint() != 0)
      return emitOpError("C15: expects zero points of rhs to be 0");
  }

  if (DotAlgorithmAttr algorithm = getAlgorithmAttr()) {
    if (ArrayAttr precision = getPrecisionConfigAttr())
      for (Attribute p : precision)
        if (llvm::cast<PrecisionAttr>(p).getValue() != Precision::DEFAULT)
          return emitOpError("C21: expects DEFAULT precision with an "
                             "algorithm");
    if (algorithm.getLhsComponentCount() <= 0)
      return emitOpError("C22: expects lhs_component_count > 0");
    if (algorithm.getRhsComponentCount() <= 0)
      return emitOpError("C23: expects rhs_component_count > 0");
    if (algorithm.getNumPrimitiveOperations() <= 0)
      return emitOpError("C24: expects num_primitive_operations > 0");
    if (!isKnownDotAlgorithm(algorithm.getLhsPrecisionType(),
                             algorithm.getRhsPrecisionType(),
                             algorithm.getAccumulationType(),
                             algorithm.getLhsComponentCount(),
                             algorithm.getRhsComponentCount(),
                             algorithm.getNumPrimitiveOperations(),
                             algorithm.getAllowImpreciseAccumulation()))
      return emitOpError("expects a dot algorithm known to be supported on "
                         "some hardware, but got ")
             << algorithm;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// DotOp
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  RankedTensorType lhsType = tensorOf(getLhs());
  RankedTensorType rhsType = tensorOf(getRhs());
  RankedTensorType resultType = tensorOf(getResult());
  if (lhsType.getRank() < 1 || lhsType.getRank() > 2 ||
      rhsType.getRank() < 1 || rhsType.getRank() > 2)
    return emitOpError("expects vectors or matrices");
  if (!isCompatibleDim(lhsType.getDimSize(lhsType.getRank() - 1),
                       rhsType.getDimSize(0)))
    return emitOpError("expects the contracting dimensions to match");
  SmallVector<int64_t> expected;
  if (lhsType.getRank() == 2)
    expected.push_back(lhsType.getDimSize(0));
  if (rhsType.getRank() == 2)
    expected.push_back(rhsType.getDimSize(1));
  if (!isCompatibleShape(expected, resultType.getShape()))
    return emitOpError("unexpected result shape ") << resultType;
  return verifyPrecisionConfig(*this, "precision", getPrecisionConfig());
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

namespace {

/// The padding of a convolution: convolution's optional `padding` attribute
/// or dynamic_conv's `padding` operand.
struct ConvPadding {
  /// False when convolution omits the attribute (no padding).
  bool present = false;
  /// True for dynamic_conv's operand. Upstream checks dynamic_conv's window
  /// attributes only when the operand is a constant (its values known) and
  /// never checks dynamic_conv's result type; see DynamicConvOp::verify.
  bool operand = false;
  /// The shape of the padding tensor when present.
  SmallVector<int64_t> shape;
  /// The (low, high) pairs in row-major order when known.
  std::optional<SmallVector<int64_t>> values;
};

} // namespace

/// Formats a shape or list of integers as `[a, b, ?]`.
static std::string formatConvList(ArrayRef<int64_t> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleaveComma(values, os, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      os << "?";
    else
      os << v;
  });
  os << "]";
  return text;
}

/// C4: the padding has shape [N - 2, 2].
static LogicalResult verifyConvPaddingShape(Operation *op, int64_t spatial,
                                            const ConvPadding &padding) {
  if (padding.present &&
      (padding.shape.size() != 2 ||
       !isCompatibleDim(padding.shape[0], spatial) ||
       !isCompatibleDim(padding.shape[1], 2)))
    return op->emitOpError("C4: expects padding of shape [")
           << spatial << ", 2], but got " << formatConvList(padding.shape);
  return success();
}

/// C2-C9: the window attributes hold one value per spatial dimension and the
/// strides and dilations are positive. The counts come first and the values
/// second, as upstream checks them; convolution's padding attribute is
/// counted between the dilations and the reversal flags (dynamic_conv's
/// operand is checked before any window attribute, by the caller).
///
/// Upstream also requires every static kernel spatial dimension (the
/// window) to be positive, which the spec does not state; so do we.
static LogicalResult
verifyConvWindow(Operation *op, int64_t spatial, RankedTensorType rhsType,
                 ArrayRef<int64_t> kernelSpatial,
                 std::optional<ArrayRef<int64_t>> windowStrides,
                 const ConvPadding &padding,
                 std::optional<ArrayRef<int64_t>> lhsDilation,
                 std::optional<ArrayRef<int64_t>> rhsDilation,
                 std::optional<ArrayRef<bool>> windowReversal) {
  auto count = [&](std::optional<ArrayRef<int64_t>> values, StringRef label,
                   StringRef name) -> LogicalResult {
    if (!values || static_cast<int64_t>(values->size()) == spatial)
      return success();
    return op->emitOpError()
           << label << ": expects " << spatial << " " << name
           << " (one per spatial dimension), but got " << values->size();
  };
  auto positive = [&](std::optional<ArrayRef<int64_t>> values,
                      StringRef label, StringRef name) -> LogicalResult {
    if (!values || llvm::all_of(*values, [](int64_t v) { return v > 0; }))
      return success();
    return op->emitOpError() << label << ": expects positive " << name
                             << ", but got " << formatConvList(*values);
  };
  if (failed(count(windowStrides, "C2", "window_strides")) ||
      failed(count(lhsDilation, "C5", "lhs_dilation")) ||
      failed(count(rhsDilation, "C7", "rhs_dilation")))
    return failure();
  if (!padding.operand && failed(verifyConvPaddingShape(op, spatial, padding)))
    return failure();
  if (windowReversal &&
      static_cast<int64_t>(windowReversal->size()) != spatial)
    return op->emitOpError("C9: expects ")
           << spatial
           << " window_reversal flags (one per spatial dimension), but got "
           << windowReversal->size();
  SmallVector<int64_t> window;
  for (int64_t d : kernelSpatial)
    window.push_back(rhsType.getDimSize(d));
  if (llvm::any_of(window, [](int64_t size) {
        return !ShapedType::isDynamic(size) && size <= 0;
      }))
    return op->emitOpError("expects positive kernel spatial dimension "
                           "sizes (the window), but got ")
           << formatConvList(window);
  if (failed(positive(windowStrides, "C3", "window_strides")) ||
      failed(positive(lhsDilation, "C6", "lhs_dilation")) ||
      failed(positive(rhsDilation, "C8", "rhs_dilation")))
    return failure();
  return success();
}

/// C12-C13, C17-C20: each layout names N - 2 spatial dimensions and its
/// dimensions are unique and in [0, N).
static LogicalResult verifyConvLayouts(Operation *op, int64_t n,
                                       ConvDimensionNumbersAttr dims) {
  int64_t spatial = n - 2;
  auto check = [&](StringRef sizeLabel, StringRef label, StringRef name,
                   ArrayRef<int64_t> spatialDims,
                   ArrayRef<int64_t> all) -> LogicalResult {
    if (static_cast<int64_t>(spatialDims.size()) != spatial)
      return op->emitOpError()
             << sizeLabel << ": expects " << spatial << " " << name
             << " spatial dimensions, but got " << spatialDims.size();
    if (!isUnique(all))
      return op->emitOpError()
             << label << ": expects unique " << name << " dimensions, but got "
             << formatConvList(all);
    if (!allInRange(all, n))
      return op->emitOpError()
             << label << ": expects " << name << " dimensions in [0, " << n
             << "), but got " << formatConvList(all);
    return success();
  };
  SmallVector<int64_t> input{dims.getInputBatchDimension()};
  llvm::append_range(input, dims.getInputSpatialDimensions());
  input.push_back(dims.getInputFeatureDimension());
  SmallVector<int64_t> kernel(dims.getKernelSpatialDimensions());
  kernel.push_back(dims.getKernelInputFeatureDimension());
  kernel.push_back(dims.getKernelOutputFeatureDimension());
  SmallVector<int64_t> output{dims.getOutputBatchDimension()};
  llvm::append_range(output, dims.getOutputSpatialDimensions());
  output.push_back(dims.getOutputFeatureDimension());
  if (failed(check("C12", "C13", "input", dims.getInputSpatialDimensions(),
                   input)) ||
      failed(check("C17", "C18", "kernel", dims.getKernelSpatialDimensions(),
                   kernel)) ||
      failed(check("C19", "C20", "output", dims.getOutputSpatialDimensions(),
                   output)))
    return failure();
  return success();
}

/// C27-C34: element types, non-quantized and quantized.
static LogicalResult verifyConvElementTypes(Operation *op,
                                            RankedTensorType lhs,
                                            RankedTensorType rhs,
                                            RankedTensorType result,
                                            ConvDimensionNumbersAttr dims) {
  Type lhsElement = lhs.getElementType();
  Type rhsElement = rhs.getElementType();
  Type resultElement = result.getElementType();
  if (!isQuantized(lhs) && !isQuantized(rhs) && !isQuantized(result)) {
    // The spec's C27 also names the result, but producers give convolutions
    // a wider result type (JAX's preferred_element_type: i8 x i8 -> i32, as
    // dot_general allows), and upstream accepts them; so only the operands
    // must agree.
    if (lhsElement != rhsElement)
      return op->emitOpError("C27: expects lhs and rhs of the same element "
                             "type, but got ")
             << lhsElement << " and " << rhsElement;
    return success();
  }
  if (isQuantized(lhs) != (isQuantized(result) && isQuantized(rhs)))
    return op->emitOpError("C28: expects is_quantized(lhs) = "
                           "is_quantized(result) and is_quantized(rhs), but "
                           "got lhs ")
           << lhsElement << ", rhs " << rhsElement << " and result "
           << resultElement;
  if (isPerAxisQuantized(rhs) &&
      quantizationDimensionOf(rhs) != dims.getKernelOutputFeatureDimension())
    return op->emitOpError("C29: expects the quantization dimension of rhs "
                           "to be the kernel output feature dimension ")
           << dims.getKernelOutputFeatureDimension() << ", but got "
           << quantizationDimensionOf(rhs);
  if (isPerAxisQuantized(result) &&
      quantizationDimensionOf(result) != dims.getOutputFeatureDimension())
    return op->emitOpError("C30: expects the quantization dimension of the "
                           "result to be the output feature dimension ")
           << dims.getOutputFeatureDimension() << ", but got "
           << quantizationDimensionOf(result);
  if (isQuantized(lhs)) {
    if (storageTypeOf(lhs) != storageTypeOf(rhs))
      return op->emitOpError("C31: expects lhs and rhs of the same storage "
                             "type, but got ")
             << storageTypeOf(lhs) << " and " << storageTypeOf(rhs);
    if (expressedTypeOf(lhs) != expressedTypeOf(rhs) ||
        expressedTypeOf(lhs) != expressedTypeOf(result))
      return op->emitOpError("C32: expects lhs, rhs and result of the same "
                             "expressed type, but got ")
             << expressedTypeOf(lhs) << ", " << expressedTypeOf(rhs)
             << " and " << expressedTypeOf(result);
    if (isPerTensorQuantized(rhs) && !isPerTensorQuantized(result))
      return op->emitOpError("C33: expects a per-tensor quantized result for "
                             "a per-tensor quantized rhs, but got ")
             << resultElement;
    return success();
  }
  if (lhsElement != expressedTypeOf(rhs) || lhsElement != resultElement)
    return op->emitOpError("C34: expects element_type(lhs) = "
                           "expressed_type(rhs) = element_type(result), but "
                           "got ")
           << lhsElement << ", " << expressedTypeOf(rhs) << " and "
           << resultElement;
  return success();
}

/// The constraints of convolution and dynamic_conv (the same list, C1-C34),
/// in upstream's order: ranks, element types, layouts, groups, precision,
/// window and padding, result, quantization.
static LogicalResult
verifyConvolution(Operation *op, RankedTensorType lhsType,
                  RankedTensorType rhsType, RankedTensorType resultType,
                  std::optional<ArrayRef<int64_t>> windowStrides,
                  const ConvPadding &padding,
                  std::optional<ArrayRef<int64_t>> lhsDilation,
                  std::optional<ArrayRef<int64_t>> rhsDilation,
                  std::optional<ArrayRef<bool>> windowReversal,
                  ConvDimensionNumbersAttr dims, int64_t featureGroups,
                  int64_t batchGroups, std::optional<ArrayAttr> precision) {
  int64_t n = lhsType.getRank();
  if (rhsType.getRank() != n)
    return op->emitOpError("C1: expects lhs and rhs of the same rank, but "
                           "got ")
           << n << " and " << rhsType.getRank();
  if (n < 2)
    return op->emitOpError("C13: expects lhs and rhs of rank at least 2 "
                           "(batch and feature dimensions), but got ")
           << n;
  bool quantized =
      isQuantized(lhsType) || isQuantized(rhsType) || isQuantized(resultType);
  if (!quantized && failed(verifyConvElementTypes(op, lhsType, rhsType,
                                                  resultType, dims)))
    return failure();
  int64_t spatial = n - 2;
  if (failed(verifyConvLayouts(op, n, dims)))
    return failure();
  if (featureGroups <= 0)
    return op->emitOpError("C21: expects feature_group_count > 0, but got ")
           << featureGroups;
  if (batchGroups <= 0)
    return op->emitOpError("C22: expects batch_group_count > 0, but got ")
           << batchGroups;
  if (featureGroups != 1 && batchGroups != 1)
    return op->emitOpError("C23: expects feature_group_count = 1 or "
                           "batch_group_count = 1, but got ")
           << featureGroups << " and " << batchGroups;

  int64_t inputBatch = dims.getInputBatchDimension();
  int64_t inputFeature = dims.getInputFeatureDimension();
  ArrayRef<int64_t> inputSpatial = dims.getInputSpatialDimensions();
  int64_t kernelInput = dims.getKernelInputFeatureDimension();
  int64_t kernelOutput = dims.getKernelOutputFeatureDimension();
  ArrayRef<int64_t> kernelSpatial = dims.getKernelSpatialDimensions();
  int64_t outputBatch = dims.getOutputBatchDimension();
  int64_t outputFeature = dims.getOutputFeatureDimension();
  ArrayRef<int64_t> outputSpatial = dims.getOutputSpatialDimensions();

  auto divisible = [](int64_t size, int64_t by) {
    return ShapedType::isDynamic(size) || size % by == 0;
  };
  int64_t batchSize = lhsType.getDimSize(inputBatch);
  int64_t featureSize = lhsType.getDimSize(inputFeature);
  int64_t kernelInputSize = rhsType.getDimSize(kernelInput);
  int64_t kernelOutputSize = rhsType.getDimSize(kernelOutput);
  if (!divisible(batchSize, batchGroups))
    return op->emitOpError("C10: expects the input batch dimension size ")
           << batchSize << " to be divisible by batch_group_count "
           << batchGroups;
  if (!divisible(featureSize, featureGroups))
    return op->emitOpError("C11: expects the input feature dimension size ")
           << featureSize << " to be divisible by feature_group_count "
           << featureGroups;
  if (!ShapedType::isDynamic(featureSize) &&
      !isCompatibleDim(kernelInputSize, featureSize / featureGroups))
    return op->emitOpError("C14: expects the kernel input feature "
                           "dimension size to be ")
           << featureSize / featureGroups << ", but got " << kernelInputSize;
  if (!divisible(kernelOutputSize, batchGroups))
    return op->emitOpError("C15: expects the kernel output feature "
                           "dimension size ")
           << kernelOutputSize << " to be divisible by batch_group_count "
           << batchGroups;
  if (!divisible(kernelOutputSize, featureGroups))
    return op->emitOpError("C16: expects the kernel output feature "
                           "dimension size ")
           << kernelOutputSize << " to be divisible by feature_group_count "
           << featureGroups;
  if (failed(verifyPrecisionConfig(op, "C24", precision)))
    return failure();

  // dynamic_conv: the operand's shape is always checked, the window
  // attributes only when the padding values are known.
  if (padding.operand &&
      failed(verifyConvPaddingShape(op, spatial, padding)))
    return failure();
  bool windowChecked = !padding.operand || padding.values.has_value();
  if (windowChecked &&
      failed(verifyConvWindow(op, spatial, rhsType, kernelSpatial,
                              windowStrides, padding, lhsDilation,
                              rhsDilation, windowReversal)))
    return failure();

  // Upstream never checks dynamic_conv's result shape (C25-C26), whatever
  // the padding; the interpreter checks it against the computed shape.
  if (!padding.operand) {
    if (resultType.getRank() != n)
      return op->emitOpError("C26: expects a result of rank ")
             << n << ", but got " << resultType.getRank();
    SmallVector<int64_t> expected(n, ShapedType::kDynamic);
    SmallVector<std::string> roles(n);
    expected[outputBatch] = ShapedType::isDynamic(batchSize)
                                ? ShapedType::kDynamic
                                : batchSize / batchGroups;
    roles[outputBatch] = "output batch";
    expected[outputFeature] = kernelOutputSize;
    roles[outputFeature] = "output feature";
    std::optional<SmallVector<int64_t>> pads = padding.values;
    if (!padding.present)
      pads.emplace(2 * spatial, 0);
    for (int64_t s = 0; s < spatial; ++s) {
      roles[outputSpatial[s]] = "output spatial";
      int64_t inputSize = lhsType.getDimSize(inputSpatial[s]);
      int64_t windowSize = rhsType.getDimSize(kernelSpatial[s]);
      if (ShapedType::isDynamic(inputSize) ||
          ShapedType::isDynamic(windowSize) || !pads)
        continue;
      int64_t lhsDil = lhsDilation ? (*lhsDilation)[s] : 1;
      int64_t rhsDil = rhsDilation ? (*rhsDilation)[s] : 1;
      int64_t stride = windowStrides ? (*windowStrides)[s] : 1;
      std::optional<int64_t> count =
          windowCount(inputSize, lhsDil, (*pads)[2 * s], (*pads)[2 * s + 1],
                      windowSize, rhsDil, stride);
      // An output size that overflows int64 is an error (C25). Deliberately
      // stricter than upstream, whose shape arithmetic wraps around and so
      // accepts it.
      if (!count)
        return op->emitOpError("C25: the size of output spatial dimension ")
               << outputSpatial[s] << " overflows int64";
      expected[outputSpatial[s]] = *count;
    }
    for (int64_t d = 0; d < n; ++d)
      if (!isCompatibleDim(expected[d], resultType.getDimSize(d)))
        return op->emitOpError("C25: expects result dimension ")
               << d << " (" << roles[d] << ") of size " << expected[d]
               << ", but got " << resultType.getDimSize(d);
  }

  if (quantized)
    return verifyConvElementTypes(op, lhsType, rhsType, resultType, dims);
  return success();
}

LogicalResult ConvolutionOp::verify() {
  ConvPadding padding;
  if (std::optional<DenseIntElementsAttr> attr = getPadding()) {
    padding.present = true;
    padding.shape.assign(attr->getType().getShape().begin(),
                         attr->getType().getShape().end());
    padding.values.emplace(llvm::to_vector(attr->getValues<int64_t>()));
  }
  return verifyConvolution(
      *this, tensorOf(getLhs()), tensorOf(getRhs()), tensorOf(getResult()),
      getWindowStrides(), padding, getLhsDilation(), getRhsDilation(),
      getWindowReversal(), getDimensionNumbers(), getFeatureGroupCount(),
      getBatchGroupCount(), getPrecisionConfig());
}

/// dynamic_conv follows upstream rather than the spec in two places: the
/// window attributes (C2-C3, C5-C9) are checked only when the padding
/// operand is a constant, and the result type (C25-C26) is not checked at
/// all; the padding's shape (C4) is always checked.
LogicalResult DynamicConvOp::verify() {
  ConvPadding padding;
  padding.present = true;
  padding.operand = true;
  padding.shape.assign(tensorOf(getPadding()).getShape().begin(),
                       tensorOf(getPadding()).getShape().end());
  DenseIntElementsAttr constant;
  if (matchPattern(getPadding(), m_Constant(&constant))) {
    padding.values.emplace();
    for (const APInt &v : constant.getValues<APInt>())
      padding.values->push_back(v.getSExtValue());
  }
  return verifyConvolution(
      *this, tensorOf(getLhs()), tensorOf(getRhs()), tensorOf(getResult()),
      getWindowStrides(), padding, getLhsDilation(), getRhsDilation(),
      getWindowReversal(), getDimensionNumbers(), getFeatureGroupCount(),
      getBatchGroupCount(), getPrecisionConfig());
}

//===----------------------------------------------------------------------===//
// Factorizations and FFT
//===----------------------------------------------------------------------===//

LogicalResult CholeskyOp::verify() {
  if (failed(verifySameBaselineTypes(*this, "C1", {getA(), getResult()})))
    return failure();
  RankedTensorType type = tensorOf(getA());
  if (type.getRank() < 2)
    return emitOpError("C2: expects a of rank >= 2, but got rank ")
           << type.getRank();
  if (!isCompatibleDim(type.getDimSize(type.getRank() - 2),
                       type.getDimSize(type.getRank() - 1)))
    return emitOpError("C3: expects square matrices, but got ") << type;
  return success();
}

LogicalResult TriangularSolveOp::verify() {
  RankedTensorType a = tensorOf(getA()), b = tensorOf(getB());
  if (baselineElementType(a) != baselineElementType(b))
    return emitOpError("C1: expects a and b of the same baseline element "
                       "type, but got ")
           << baselineElementType(a) << " and " << baselineElementType(b);
  int64_t rank = a.getRank();
  if (rank < 2 || b.getRank() != rank)
    return emitOpError("C2: expects a and b of the same rank >= 2, but got "
                       "ranks ")
           << rank << " and " << b.getRank();
  if (!isCompatibleShape(a.getShape().drop_back(2),
                         b.getShape().drop_back(2)))
    return emitOpError("C3: expects a and b of the same batch dimensions, "
                       "but got ")
           << a << " and " << b;
  int64_t n = a.getDimSize(rank - 1);
  int64_t bDim = b.getDimSize(getLeftSide() ? rank - 2 : rank - 1);
  if (!isCompatibleDim(a.getDimSize(rank - 2), n) ||
      !isCompatibleDim(n, bDim))
    return emitOpError("C3: expects dim(a, -2) = dim(a, -1) = dim(b, ")
           << (getLeftSide() ? "-2" : "-1") << "), but got " << a << " and "
           << b;
  if (getTransposeA() == Transpose::TRANSPOSE_INVALID)
    return emitOpError("expects transpose_a to be NO_TRANSPOSE, TRANSPOSE "
                       "or ADJOINT");
  return verifySameBaselineTypes(*this, "C4", {getB(), getResult()});
}

LogicalResult FftOp::verify() {
  RankedTensorType operand = tensorOf(getOperand());
  RankedTensorType result = tensorOf(getResult());
  ArrayRef<int64_t> length = getFftLength();
  if (static_cast<int64_t>(length.size()) > operand.getRank())
    return emitOpError("C1: expects size(fft_length) <= rank(operand), "
                       "but got ")
           << length.size() << " > " << operand.getRank();
  if (length.empty() || length.size() > 3)
    return emitOpError("C3: expects 1 <= size(fft_length) <= 3, but got ")
           << length.size();
  Type inElement = operand.getElementType();
  Type outElement = result.getElementType();
  auto inComplex = llvm::dyn_cast<ComplexType>(inElement);
  auto outComplex = llvm::dyn_cast<ComplexType>(outElement);
  FftType type = getFftType();
  switch (type) {
  case FftType::FFT:
  case FftType::IFFT:
    if (!inComplex || inElement != outElement)
      return emitOpError("C2: expects operand and result of the same complex "
                         "type for ")
             << stringifyFftType(type) << ", but got " << inElement << " and "
             << outElement;
    break;
  case FftType::RFFT:
    if (inComplex || !outComplex || outComplex.getElementType() != inElement)
      return emitOpError("C2: expects a floating-point operand and a complex "
                         "result of the same semantics for RFFT, but got ")
             << inElement << " and " << outElement;
    break;
  case FftType::IRFFT:
    if (!inComplex || outComplex || inComplex.getElementType() != outElement)
      return emitOpError("C2: expects a complex operand and a floating-point "
                         "result of the same semantics for IRFFT, but got ")
             << inElement << " and " << outElement;
    break;
  }
  RankedTensorType real = type == FftType::RFFT    ? operand
                          : type == FftType::IRFFT ? result
                                                   : RankedTensorType();
  if (real && real.getRank() >= static_cast<int64_t>(length.size()) &&
      !isCompatibleShape(real.getShape().take_back(length.size()), length))
    return emitOpError("C4: expects the trailing dimensions of the real "
                       "tensor to be fft_length [")
           << length << "], but got " << real;
  if (operand.getRank() != result.getRank())
    return emitOpError("C5: expects operand and result of the same rank");
  // The spec derives the last result dimension of RFFT (and the last operand
  // dimension of IRFFT) from the other side's size; upstream infers both
  // from fft_length, which also fixes them when the operand's is dynamic,
  // and lets a 0 fft_length pair with an IRFFT operand of size 0 or 1.
  // Bounds carry over except on the transformed dimension.
  SmallVector<int64_t> expected(operand.getShape());
  SmallVector<int64_t> expectedBounds(boundsOf(operand));
  if (type == FftType::RFFT || type == FftType::IRFFT) {
    int64_t fftLast = length.back();
    int64_t &last = expected.back();
    if (type == FftType::RFFT) {
      if (fftLast != 0)
        last = fftLast / 2 + 1;
    } else {
      if (!(fftLast == 0 && isCompatibleDim(last, 0)) &&
          !isCompatibleDim(last, fftLast / 2 + 1))
        return emitOpError("C5: expects the last operand dimension of "
                           "IRFFT to be fft_length[-1] / 2 + 1 = ")
               << fftLast / 2 + 1 << ", but got " << operand;
      last = fftLast;
    }
    if (!expectedBounds.empty())
      expectedBounds.back() = ShapedType::kDynamic;
  }
  if (!isCompatibleShape(expected, result.getShape()) ||
      !fitsBounds(result.getShape(), expectedBounds) ||
      !fitsBounds(expected, boundsOf(result)))
    return emitOpError("C5: unexpected result shape ") << result;
  return success();
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

/// `feature_index` in range, one baseline element type, and 1-dimensional
/// feature tensors of size dim(operand, feature_index).
static LogicalResult verifyBatchNorm(Operation *op, Value operand,
                                     int64_t featureIndex,
                                     ArrayRef<Value> sameElement,
                                     ArrayRef<std::pair<Value, StringRef>>
                                         features,
                                     StringRef rangeLabel,
                                     StringRef elementLabel) {
  RankedTensorType operandType = tensorOf(operand);
  if (featureIndex < 0 || featureIndex >= operandType.getRank())
    return op->emitOpError()
           << rangeLabel << ": expects feature_index in [0, "
           << operandType.getRank() << "), but got " << featureIndex;
  Type element = baselineElementType(operandType);
  for (Value value : sameElement)
    if (baselineElementType(value.getType()) != element)
      return op->emitOpError()
             << elementLabel
             << ": expects all operands and results of the same baseline "
                "element type, but got "
             << element << " and " << baselineElementType(value.getType());
  int64_t size = operandType.getDimSize(featureIndex);
  for (auto [value, label] : features) {
    RankedTensorType type = tensorOf(value);
    if (type.getRank() != 1 || !isCompatibleDim(type.getDimSize(0), size))
      return op->emitOpError()
             << label << ": expects a 1-dimensional tensor of size " << size
             << ", but got " << type;
  }
  return success();
}

LogicalResult BatchNormGradOp::verify() {
  if (failed(verifyBatchNorm(
          *this, getOperand(), getFeatureIndex(),
          {getScale(), getMean(), getVariance(), getGradOutput(),
           getGradOperand(), getGradScale(), getGradOffset()},
          {{getScale(), "C5"},
           {getMean(), "C4"},
           {getVariance(), "C4"},
           {getGradScale(), "C4"},
           {getGradOffset(), "C4"}},
          "C1", "C2")))
    return failure();
  // With a dynamic feature dimension, the checks above do not relate the
  // feature tensors to each other.
  Value features[] = {getScale(), getMean(), getVariance(), getGradScale(),
                      getGradOffset()};
  for (auto [i, a] : llvm::enumerate(features))
    for (Value b : ArrayRef(features).drop_front(i + 1))
      if (!isCompatibleShape(tensorOf(a).getShape(), tensorOf(b).getShape()))
        return emitOpError("C4: expects scale, mean, variance, grad_scale "
                           "and grad_offset of the same shape, but got ")
               << a.getType() << " and " << b.getType();
  if (!isCompatibleShape(tensorOf(getOperand()).getShape(),
                         tensorOf(getGradOutput()).getShape()) ||
      !isCompatibleShape(tensorOf(getOperand()).getShape(),
                         tensorOf(getGradOperand()).getShape()))
    return emitOpError("C3: expects operand, grad_output and grad_operand of "
                       "the same shape, but got ")
           << getOperand().getType() << ", " << getGradOutput().getType()
           << " and " << getGradOperand().getType();
  return success();
}

LogicalResult BatchNormInferenceOp::verify() {
  if (failed(verifyBatchNorm(*this, getOperand(), getFeatureIndex(),
                             {getScale(), getOffset(), getMean(),
                              getVariance(), getResult()},
                             {{getScale(), "C3"},
                              {getOffset(), "C4"},
                              {getMean(), "C5"},
                              {getVariance(), "C6"}},
                             "C1", "C2")))
    return failure();
  return verifySameBaselineTypes(*this, "C7", {getOperand(), getResult()});
}

LogicalResult BatchNormTrainingOp::verify() {
  if (failed(verifyBatchNorm(*this, getOperand(), getFeatureIndex(),
                             {getScale(), getOffset(), getBatchMean(),
                              getBatchVar(), getOutput()},
                             {{getScale(), "C3"},
                              {getOffset(), "C4"},
                              {getBatchMean(), "C5"},
                              {getBatchVar(), "C6"}},
                             "C1", "C2")))
    return failure();
  return verifySameBaselineTypes(*this, "C7", {getOutput(), getOperand()});
}

//===----------------------------------------------------------------------===//
// EinsumOp and UnaryEinsumOp
//===----------------------------------------------------------------------===//
//
// Not in the specification. Upstream's verifier does not parse
// einsum_config, and neither does this one: a configuration that does not
// fit the operands and the result is reported, located, by the
// legalization (--stablehlo-legalize-einsum) and by the interpreter, which
// share the parser of dialect/stablehlo (EinsumConfig).

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(CholeskyOp, {
  if (operands.empty())
    return failure();
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
})

STABLEHLO_DEFINE_RESULT_TYPE_INFERENCE(TriangularSolveOp, {
  if (operands.size() < 2)
    return failure();
  inferredReturnTypes.push_back(operands[1].getType());
  return success();
})
