//===- ElementwiseOps.cpp - Verifiers of the elementwise ops --------------===//
//
// Constraint labels (C1, C2, ...) refer to the op's section of the
// StableHLO specification.
//
//===----------------------------------------------------------------------===//

#include "StablehloOps.h"
#include "VerifyUtils.h"

using namespace mlir;
using namespace mlir::stablehlo;

/// `complex_element_type(E)` for complex E, E otherwise.
static Type realElementType(Type element) {
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    return complex.getElementType();
  return element;
}

static LogicalResult verifySameShape(Operation *op, StringRef label,
                                     Value operand, Value result) {
  auto a = llvm::cast<ShapedType>(operand.getType());
  auto b = llvm::cast<ShapedType>(result.getType());
  if (!isCompatibleShapeWithBounds(a, b))
    return op->emitOpError()
           << label << ": expects " << a << " and " << b
           << " to have the same shape";
  return success();
}

//===----------------------------------------------------------------------===//
// Result type inference
//===----------------------------------------------------------------------===//

/// The type of operand `index` with element type `element`.
static Type withElementType(ValueRange operands, unsigned index,
                            Type element) {
  auto tensor = llvm::cast<RankedTensorType>(operands[index].getType());
  return tensor.clone(element);
}

/// Defines the inference of `OP`'s single result type as `EXPR`, an
/// expression of `operands` (the op's operands) and `context`.
#define STABLEHLO_INFER_RESULT_TYPE(OP, MIN_OPERANDS, EXPR)                    \
  LogicalResult OP::inferReturnTypes(                                          \
      MLIRContext *context, std::optional<Location>, ValueRange operands,      \
      DictionaryAttr, OpaqueProperties, RegionRange,                           \
      SmallVectorImpl<Type> &inferredReturnTypes) {                            \
    (void)context;                                                             \
    if (operands.size() < MIN_OPERANDS ||                                      \
        !llvm::all_of(operands.getTypes(), llvm::IsaPred<RankedTensorType>))   \
      return failure();                                                        \
    inferredReturnTypes.push_back(EXPR);                                       \
    return success();                                                          \
  }                                                                            \
  bool OP::isCompatibleReturnTypes(TypeRange l, TypeRange r) {                 \
    return isCompatibleInferredTypes(l, r);                                    \
  }

#define STABLEHLO_INFER_SAME_TYPE(OP, N)                                       \
  STABLEHLO_INFER_RESULT_TYPE(OP, N, operands[0].getType())
STABLEHLO_INFER_SAME_TYPE(CbrtOp, 1)
STABLEHLO_INFER_SAME_TYPE(CeilOp, 1)
STABLEHLO_INFER_SAME_TYPE(CosineOp, 1)
STABLEHLO_INFER_SAME_TYPE(CountLeadingZerosOp, 1)
STABLEHLO_INFER_SAME_TYPE(ExponentialOp, 1)
STABLEHLO_INFER_SAME_TYPE(ExponentialMinusOneOp, 1)
STABLEHLO_INFER_SAME_TYPE(FloorOp, 1)
STABLEHLO_INFER_SAME_TYPE(LogOp, 1)
STABLEHLO_INFER_SAME_TYPE(LogPlusOneOp, 1)
STABLEHLO_INFER_SAME_TYPE(LogisticOp, 1)
STABLEHLO_INFER_SAME_TYPE(NegateOp, 1)
STABLEHLO_INFER_SAME_TYPE(NotOp, 1)
STABLEHLO_INFER_SAME_TYPE(PopcntOp, 1)
STABLEHLO_INFER_SAME_TYPE(RoundNearestAfzOp, 1)
STABLEHLO_INFER_SAME_TYPE(RoundNearestEvenOp, 1)
STABLEHLO_INFER_SAME_TYPE(RsqrtOp, 1)
STABLEHLO_INFER_SAME_TYPE(SignOp, 1)
STABLEHLO_INFER_SAME_TYPE(SineOp, 1)
STABLEHLO_INFER_SAME_TYPE(SqrtOp, 1)
STABLEHLO_INFER_SAME_TYPE(TanOp, 1)
STABLEHLO_INFER_SAME_TYPE(TanhOp, 1)
STABLEHLO_INFER_SAME_TYPE(ReducePrecisionOp, 1)
STABLEHLO_INFER_SAME_TYPE(AddOp, 2)
STABLEHLO_INFER_SAME_TYPE(AndOp, 2)
STABLEHLO_INFER_SAME_TYPE(Atan2Op, 2)
STABLEHLO_INFER_SAME_TYPE(DivideOp, 2)
STABLEHLO_INFER_SAME_TYPE(MaximumOp, 2)
STABLEHLO_INFER_SAME_TYPE(MinimumOp, 2)
STABLEHLO_INFER_SAME_TYPE(MultiplyOp, 2)
STABLEHLO_INFER_SAME_TYPE(OrOp, 2)
STABLEHLO_INFER_SAME_TYPE(PowerOp, 2)
STABLEHLO_INFER_SAME_TYPE(RemainderOp, 2)
STABLEHLO_INFER_SAME_TYPE(ShiftLeftOp, 2)
STABLEHLO_INFER_SAME_TYPE(ShiftRightArithmeticOp, 2)
STABLEHLO_INFER_SAME_TYPE(ShiftRightLogicalOp, 2)
STABLEHLO_INFER_SAME_TYPE(SubtractOp, 2)
STABLEHLO_INFER_SAME_TYPE(XorOp, 2)
#undef STABLEHLO_INFER_SAME_TYPE

static Type realElementTypeOf(Value value);

STABLEHLO_INFER_RESULT_TYPE(AbsOp, 1,
                            withElementType(operands, 0,
                                            realElementTypeOf(operands[0])))
STABLEHLO_INFER_RESULT_TYPE(RealOp, 1,
                            withElementType(operands, 0,
                                            realElementTypeOf(operands[0])))
STABLEHLO_INFER_RESULT_TYPE(ImagOp, 1,
                            withElementType(operands, 0,
                                            realElementTypeOf(operands[0])))
STABLEHLO_INFER_RESULT_TYPE(IsFiniteOp, 1,
                            withElementType(operands, 0,
                                            IntegerType::get(context, 1)))
STABLEHLO_INFER_RESULT_TYPE(CompareOp, 2,
                            withElementType(operands, 0,
                                            IntegerType::get(context, 1)))
STABLEHLO_INFER_RESULT_TYPE(
    ComplexOp, 2,
    withElementType(operands, 0,
                    ComplexType::get(elementTypeOf(operands[0].getType()))))
STABLEHLO_INFER_RESULT_TYPE(ClampOp, 3, operands[1].getType())
STABLEHLO_INFER_RESULT_TYPE(SelectOp, 3, operands[1].getType())
#undef STABLEHLO_INFER_RESULT_TYPE

static Type realElementTypeOf(Value value) {
  return realElementType(elementTypeOf(value.getType()));
}

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

LogicalResult AbsOp::verify() {
  if (failed(verifySameShape(*this, "C1", getOperand(), getResult())))
    return failure();
  Type expected = realElementType(baselineElementType(getOperand().getType()));
  if (baselineElementType(getResult().getType()) != expected)
    return emitOpError("C2: expects the result's baseline element type to be ")
           << expected << ", but got " << getResult().getType();
  return success();
}

#define STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(OP)                              \
  LogicalResult OP::verify() {                                                 \
    return verifySameBaselineTypes(*this, "C1", {getOperand(), getResult()});  \
  }
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(CbrtOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(CeilOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(CosineOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(ExponentialOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(ExponentialMinusOneOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(FloorOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(LogOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(LogPlusOneOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(LogisticOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(NegateOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(RoundNearestAfzOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(RoundNearestEvenOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(RsqrtOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(SignOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(SineOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(SqrtOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(TanOp)
STABLEHLO_SAME_BASELINE_TYPE_VERIFIER(TanhOp)
#undef STABLEHLO_SAME_BASELINE_TYPE_VERIFIER

#define STABLEHLO_SAME_TYPE_VERIFIER(OP)                                       \
  LogicalResult OP::verify() {                                                 \
    return verifySameTypes(*this, "C1", {getOperand(), getResult()});          \
  }
STABLEHLO_SAME_TYPE_VERIFIER(CountLeadingZerosOp)
STABLEHLO_SAME_TYPE_VERIFIER(NotOp)
STABLEHLO_SAME_TYPE_VERIFIER(PopcntOp)
#undef STABLEHLO_SAME_TYPE_VERIFIER

/// real and imag: (C1) same shape, (C2) the result's element type is the
/// operand's, or its component type when complex.
static LogicalResult verifyComplexPart(Operation *op, Value operand,
                                       Value result) {
  if (failed(verifySameShape(op, "C1", operand, result)))
    return failure();
  Type expected = realElementType(elementTypeOf(operand.getType()));
  if (elementTypeOf(result.getType()) != expected)
    return op->emitOpError("C2: expects the result's element type to be ")
           << expected << ", but got " << elementTypeOf(result.getType());
  return success();
}

LogicalResult ImagOp::verify() {
  return verifyComplexPart(*this, getOperand(), getResult());
}

LogicalResult RealOp::verify() {
  return verifyComplexPart(*this, getOperand(), getResult());
}

LogicalResult IsFiniteOp::verify() {
  return verifySameShape(*this, "C1", getX(), getY());
}

LogicalResult ConvertOp::verify() {
  return verifySameShape(*this, "C1", getOperand(), getResult());
}

//===----------------------------------------------------------------------===//
// BitcastConvertOp
//===----------------------------------------------------------------------===//

LogicalResult BitcastConvertOp::verify() {
  auto operandType = llvm::cast<RankedTensorType>(getOperand().getType());
  auto resultType = llvm::cast<RankedTensorType>(getResult().getType());
  Type operandElement = storageTypeOf(operandType);
  Type resultElement = storageTypeOf(resultType);
  if (llvm::isa<ComplexType>(operandElement) !=
      llvm::isa<ComplexType>(resultElement))
    return emitOpError("C2: cannot convert between complex and non-complex "
                       "element types");
  auto numBits = [](Type type) -> unsigned {
    if (auto complex = llvm::dyn_cast<ComplexType>(type))
      return 2 * complex.getElementType().getIntOrFloatBitWidth();
    return type.getIntOrFloatBitWidth();
  };
  unsigned operandBits = numBits(operandElement);
  unsigned resultBits = numBits(resultElement);
  ArrayRef<int64_t> operandShape = operandType.getShape();
  ArrayRef<int64_t> resultShape = resultType.getShape();
  int64_t rank = operandShape.size();
  if (operandBits == resultBits) {
    if (!isCompatibleShape(operandShape, resultShape))
      return emitOpError("C1: expects the result to have the operand's shape "
                         "when element types have the same width, but got ")
             << operandType << " and " << resultType;
    return success();
  }
  if (resultBits < operandBits) {
    if (static_cast<int64_t>(resultShape.size()) != rank + 1 ||
        !isCompatibleShape(operandShape, resultShape.drop_back()))
      return emitOpError("C1: expects the result shape to be the operand's "
                         "with one more dimension, but got ")
             << operandType << " and " << resultType;
    int64_t last = resultShape.back();
    if (!ShapedType::isDynamic(last) &&
        last * resultBits != operandBits)
      return emitOpError("C1: expects the last result dimension to be ")
             << operandBits / resultBits;
    return success();
  }
  if (static_cast<int64_t>(resultShape.size()) != rank - 1 ||
      !isCompatibleShape(operandShape.drop_back(), resultShape))
    return emitOpError("C1: expects the result shape to be the operand's "
                       "without its last dimension, but got ")
           << operandType << " and " << resultType;
  int64_t last = operandShape.back();
  if (!ShapedType::isDynamic(last) && last * operandBits != resultBits)
    return emitOpError("C1: expects the last operand dimension to be ")
           << resultBits / operandBits;
  return success();
}

//===----------------------------------------------------------------------===//
// ReducePrecisionOp
//===----------------------------------------------------------------------===//

LogicalResult ReducePrecisionOp::verify() {
  if (failed(verifySameBaselineTypes(*this, "C1", {getOperand(), getOutput()})))
    return failure();
  int64_t exponentBits = getExponentBitsAttr().getInt();
  int64_t mantissaBits = getMantissaBitsAttr().getInt();
  if (exponentBits < 1)
    return emitOpError("C2: expects exponent_bits >= 1, but got ")
           << exponentBits;
  if (mantissaBits < 0)
    return emitOpError("C3: expects mantissa_bits >= 0, but got ")
           << mantissaBits;
  return success();
}

//===----------------------------------------------------------------------===//
// Quantization
//===----------------------------------------------------------------------===//

LogicalResult UniformQuantizeOp::verify() {
  if (failed(verifySameShape(*this, "C1", getOperand(), getResult())))
    return failure();
  Type operand = getOperand().getType();
  Type expected = isQuantized(operand) ? expressedTypeOf(operand)
                                       : elementTypeOf(operand);
  if (expressedTypeOf(getResult().getType()) != expected)
    return emitOpError("C2: expects the result's expressed type to be ")
           << expected << ", but got " << expressedTypeOf(getResult().getType());
  return success();
}

LogicalResult UniformDequantizeOp::verify() {
  if (failed(verifySameShape(*this, "C1", getOperand(), getResult())))
    return failure();
  Type expected = expressedTypeOf(getOperand().getType());
  if (elementTypeOf(getResult().getType()) != expected)
    return emitOpError("C2: expects the result's element type to be the "
                       "operand's expressed type ")
           << expected << ", but got " << elementTypeOf(getResult().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// Binary ops
//===----------------------------------------------------------------------===//

LogicalResult AddOp::verify() {
  return verifyElementwiseTypes(*this, {getLhs(), getRhs()}, getResult());
}

LogicalResult MultiplyOp::verify() {
  return verifySameBaselineTypes(*this, "C1",
                                 {getLhs(), getRhs(), getResult()});
}

#define STABLEHLO_BINARY_VERIFIER(OP, CHECK)                                   \
  LogicalResult OP::verify() {                                                 \
    return CHECK(*this, "C1", {getLhs(), getRhs(), getResult()});              \
  }
STABLEHLO_BINARY_VERIFIER(AndOp, verifySameTypes)
STABLEHLO_BINARY_VERIFIER(OrOp, verifySameTypes)
STABLEHLO_BINARY_VERIFIER(XorOp, verifySameTypes)
STABLEHLO_BINARY_VERIFIER(ShiftLeftOp, verifySameTypes)
STABLEHLO_BINARY_VERIFIER(ShiftRightArithmeticOp, verifySameTypes)
STABLEHLO_BINARY_VERIFIER(ShiftRightLogicalOp, verifySameTypes)
STABLEHLO_BINARY_VERIFIER(Atan2Op, verifySameBaselineTypes)
STABLEHLO_BINARY_VERIFIER(DivideOp, verifySameBaselineTypes)
STABLEHLO_BINARY_VERIFIER(MaximumOp, verifySameBaselineTypes)
STABLEHLO_BINARY_VERIFIER(MinimumOp, verifySameBaselineTypes)
STABLEHLO_BINARY_VERIFIER(PowerOp, verifySameBaselineTypes)
STABLEHLO_BINARY_VERIFIER(RemainderOp, verifySameBaselineTypes)
STABLEHLO_BINARY_VERIFIER(SubtractOp, verifySameBaselineTypes)
#undef STABLEHLO_BINARY_VERIFIER

LogicalResult ComplexOp::verify() {
  if (failed(verifySameTypes(*this, "C1", {getLhs(), getRhs()})))
    return failure();
  if (failed(verifySameShape(*this, "C2", getLhs(), getResult())))
    return failure();
  auto complex = llvm::cast<ComplexType>(elementTypeOf(getResult().getType()));
  if (complex.getElementType() != elementTypeOf(getLhs().getType()))
    return emitOpError("C3: expects the result's element type to be complex<")
           << elementTypeOf(getLhs().getType()) << ">, but got " << complex;
  return success();
}

//===----------------------------------------------------------------------===//
// Ternary ops
//===----------------------------------------------------------------------===//

LogicalResult ClampOp::verify() {
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  auto min = llvm::cast<RankedTensorType>(getMin().getType());
  auto max = llvm::cast<RankedTensorType>(getMax().getType());
  if (min.getRank() != 0 &&
      !isCompatibleShape(min.getShape(), operand.getShape()))
    return emitOpError("C1: expects min to be a 0-dimensional tensor or to "
                       "have the operand's shape, but got ")
           << min << " and " << operand;
  if (max.getRank() != 0 &&
      !isCompatibleShape(max.getShape(), operand.getShape()))
    return emitOpError("C2: expects max to be a 0-dimensional tensor or to "
                       "have the operand's shape, but got ")
           << max << " and " << operand;
  if (baselineElementType(min) != baselineElementType(operand) ||
      baselineElementType(max) != baselineElementType(operand))
    return emitOpError("C3: expects min, operand and max to have the same "
                       "baseline element type, but got ")
           << baselineElementType(min) << ", " << baselineElementType(operand)
           << " and " << baselineElementType(max);
  return verifySameBaselineTypes(*this, "C4", {getOperand(), getResult()});
}

LogicalResult SelectOp::verify() {
  auto pred = llvm::cast<RankedTensorType>(getPred().getType());
  auto onTrue = llvm::cast<RankedTensorType>(getOnTrue().getType());
  if (pred.getRank() != 0 &&
      !isCompatibleShape(pred.getShape(), onTrue.getShape()))
    return emitOpError("C1: expects pred to be a 0-dimensional tensor or to "
                       "have the shape of on_true, but got ")
           << pred << " and " << onTrue;
  return verifySameBaselineTypes(*this, "C2",
                                 {getOnTrue(), getOnFalse(), getResult()});
}

//===----------------------------------------------------------------------===//
// CompareOp
//===----------------------------------------------------------------------===//

LogicalResult CompareOp::verify() {
  Type lhs = getLhs().getType(), rhs = getRhs().getType();
  if (baselineElementType(lhs) != baselineElementType(rhs))
    return emitOpError("C1: expects operands to have the same baseline "
                       "element type, but got ")
           << lhs << " and " << rhs;
  if (failed(verifySameShape(*this, "C2", getLhs(), getRhs())) ||
      failed(verifySameShape(*this, "C2", getLhs(), getResult())))
    return failure();
  // C3 (compare_type fits the element type) is not checked: upstream's
  // verifier accepts every comparison type with every element type, and
  // this one agrees with it. The interpreter rejects, at run-time
  // compilation, the pairs whose meaning the spec does not define.
  return success();
}

//===----------------------------------------------------------------------===//
// MapOp
//===----------------------------------------------------------------------===//

LogicalResult MapOp::verify() {
  if (getInputs().empty())
    return emitOpError("C2: expects at least one input");
  auto first = llvm::cast<RankedTensorType>(getInputs().front().getType());
  for (Value input : llvm::concat<Value>(getInputs(), getODSResults(0)))
    if (!isCompatibleShape(
            llvm::cast<RankedTensorType>(input.getType()).getShape(),
            first.getShape()))
      return emitOpError("C1: expects inputs and result of the same shape, "
                         "but got ")
             << input.getType() << " and " << first;
  ArrayRef<int64_t> dims = getDimensions();
  if (static_cast<int64_t>(dims.size()) != first.getRank() ||
      llvm::any_of(llvm::enumerate(dims), [](auto pair) {
        return pair.value() != static_cast<int64_t>(pair.index());
      }))
    return emitOpError("C3: expects dimensions = [0, ..., ")
           << first.getRank() - 1 << "], but got [" << dims << "]";
  Block &block = getComputation().front();
  if (block.getNumArguments() != getInputs().size())
    return emitOpError("C4: expects the computation to take ")
           << getInputs().size() << " arguments, but it takes "
           << block.getNumArguments();
  for (auto [arg, input] : llvm::zip(block.getArguments(), getInputs())) {
    auto expected =
        RankedTensorType::get({}, elementTypeOf(input.getType()));
    if (arg.getType() != expected)
      return emitOpError("C4: expects computation argument of type ")
             << expected << ", but got " << arg.getType();
  }
  Operation *terminator = block.empty() ? nullptr : &block.back();
  auto expected =
      RankedTensorType::get({}, elementTypeOf(getResult().getType()));
  if (!terminator || terminator->getNumOperands() != 1 ||
      terminator->getOperand(0).getType() != expected)
    return emitOpError("C4: expects the computation to return ") << expected;
  return success();
}
