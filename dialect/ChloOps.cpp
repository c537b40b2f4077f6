//===- ChloOps.cpp - The chlo dialect -------------------------------------===//

#include "ChloOps.h"

#include "AssemblyFormat.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::stablehlo;
using namespace mlir::stablehlo::chlo;

#include "ChloOpsDialect.cpp.inc"
#include "ChloEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "ChloAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "ChloOps.cpp.inc"

void ChloDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "ChloAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "ChloOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// RaggedDotOp
//===----------------------------------------------------------------------===//

namespace {

/// Checks that every dimension in `dims` is in [0, rank) and appears once.
LogicalResult checkDims(Operation *op, StringRef name, ArrayRef<int64_t> dims,
                        int64_t rank, llvm::SmallSet<int64_t, 8> &seen) {
  for (int64_t dim : dims) {
    if (dim < 0 || dim >= rank)
      return op->emitOpError() << name << " has dimension " << dim
                               << " out of range [0, " << rank << ")";
    if (!seen.insert(dim).second)
      return op->emitOpError() << name << " repeats dimension " << dim
                               << " or shares it with another list";
  }
  return success();
}

bool sizesConflict(int64_t a, int64_t b) {
  return !ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b;
}

} // namespace

LogicalResult RaggedDotOp::verify() {
  auto lhsType = llvm::dyn_cast<RankedTensorType>(getLhs().getType());
  auto rhsType = llvm::dyn_cast<RankedTensorType>(getRhs().getType());
  auto groupType = llvm::dyn_cast<RankedTensorType>(getGroupSizes().getType());
  auto resultType = llvm::dyn_cast<RankedTensorType>(getResult().getType());
  if (!lhsType || !rhsType || !groupType || !resultType)
    return emitOpError("expects ranked tensor operands and result");

  if (!llvm::isa<IntegerType>(groupType.getElementType()))
    return emitOpError("expects group_sizes to have an integer element type, "
                       "but got ")
           << groupType;

  RaggedDotDimensionNumbersAttr dims = getRaggedDotDimensionNumbers();
  ArrayRef<int64_t> lhsBatch = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rhsBatch = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lhsContract = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rhsContract = dims.getRhsContractingDimensions();
  ArrayRef<int64_t> lhsRagged = dims.getLhsRaggedDimensions();
  ArrayRef<int64_t> rhsGroup = dims.getRhsGroupDimensions();

  // As upstream and dot_general: one value per operand at most; a shorter
  // list leaves the rest at DEFAULT.
  if (std::optional<ArrayAttr> precision = getPrecisionConfig())
    if (precision->size() > 2)
      return emitOpError("expects precision_config to have at most 2 "
                         "elements, but got ")
             << precision->size();

  int64_t lhsRank = lhsType.getRank();
  int64_t rhsRank = rhsType.getRank();
  llvm::SmallSet<int64_t, 8> lhsSeen, rhsSeen;
  if (failed(checkDims(*this, "lhs_batching_dimensions", lhsBatch, lhsRank,
                       lhsSeen)) ||
      failed(checkDims(*this, "lhs_contracting_dimensions", lhsContract,
                       lhsRank, lhsSeen)) ||
      failed(checkDims(*this, "rhs_batching_dimensions", rhsBatch, rhsRank,
                       rhsSeen)) ||
      failed(checkDims(*this, "rhs_contracting_dimensions", rhsContract,
                       rhsRank, rhsSeen)) ||
      failed(checkDims(*this, "rhs_group_dimensions", rhsGroup, rhsRank,
                       rhsSeen)))
    return failure();
  // The ragged dimension may be a batching or contracting dimension in the
  // other modes, so it is only checked for range here.
  llvm::SmallSet<int64_t, 8> raggedSeen;
  if (failed(checkDims(*this, "lhs_ragged_dimensions", lhsRagged, lhsRank,
                       raggedSeen)))
    return failure();

  if (lhsBatch.size() != rhsBatch.size())
    return emitOpError("expects the same number of lhs and rhs batching "
                       "dimensions, but got ")
           << lhsBatch.size() << " and " << rhsBatch.size();
  if (lhsContract.size() != rhsContract.size())
    return emitOpError("expects the same number of lhs and rhs contracting "
                       "dimensions, but got ")
           << lhsContract.size() << " and " << rhsContract.size();
  for (auto [l, r] : llvm::zip(lhsBatch, rhsBatch))
    if (sizesConflict(lhsType.getDimSize(l), rhsType.getDimSize(r)))
      return emitOpError("expects lhs batching dimension ")
             << l << " and rhs batching dimension " << r
             << " to have the same size";
  for (auto [l, r] : llvm::zip(lhsContract, rhsContract))
    if (sizesConflict(lhsType.getDimSize(l), rhsType.getDimSize(r)))
      return emitOpError("expects lhs contracting dimension ")
             << l << " and rhs contracting dimension " << r
             << " to have the same size";

  if (lhsRagged.size() != 1)
    return emitOpError("expects exactly one lhs_ragged_dimensions, but got ")
           << lhsRagged.size();
  if (rhsGroup.size() > 1)
    return emitOpError("expects at most one rhs_group_dimensions, but got ")
           << rhsGroup.size();

  int64_t ragged = lhsRagged.front();
  bool raggedIsBatch = llvm::is_contained(lhsBatch, ragged);
  bool raggedIsContract = llvm::is_contained(lhsContract, ragged);
  // Mode 1: the ragged dimension is non-contracting and rhs has a group
  // dimension. Modes 2 and 3: the ragged dimension is contracting or
  // batching, and rhs has no group dimension.
  if (!raggedIsBatch && !raggedIsContract) {
    if (rhsGroup.empty())
      return emitOpError("expects one rhs_group_dimensions when the lhs "
                         "ragged dimension is a non-contracting dimension");
  } else if (!rhsGroup.empty()) {
    return emitOpError("expects no rhs_group_dimensions when the lhs ragged "
                       "dimension is a batching or contracting dimension");
  }

  // group_sizes: the lhs batch dimensions that precede the ragged
  // dimension, then the number of groups.
  int64_t numGroups = ShapedType::kDynamic;
  if (!rhsGroup.empty())
    numGroups = rhsType.getDimSize(rhsGroup.front());
  ArrayRef<int64_t> groupShape = groupType.getShape();
  if (groupShape.empty())
    return emitOpError("expects group_sizes to have rank at least 1");
  if (sizesConflict(groupShape.back(), numGroups))
    return emitOpError("expects group_sizes to have ")
           << numGroups << " groups, the size of rhs group dimension "
           << rhsGroup.front() << ", but got " << groupType;
  SmallVector<int64_t> batchPrefix;
  for (int64_t d : lhsBatch)
    if (d < ragged)
      batchPrefix.push_back(lhsType.getDimSize(d));
  if (groupShape.size() != 1) {
    ArrayRef<int64_t> prefix = groupShape.drop_back();
    bool ok = prefix.size() == batchPrefix.size();
    for (size_t i = 0; ok && i < prefix.size(); ++i)
      ok = !sizesConflict(prefix[i], batchPrefix[i]);
    if (!ok)
      return emitOpError("expects group_sizes to be 1-D or to have the lhs "
                         "batch dimensions preceding the ragged dimension as "
                         "leading dimensions, but got ")
             << groupType;
  }

  // Result: lhs batch, lhs non-contracting, then rhs non-contracting
  // non-batching non-group dimensions (rhs batch dimensions too in mode 3).
  SmallVector<int64_t> expected;
  for (int64_t d : lhsBatch)
    expected.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < lhsRank; ++d)
    if (!llvm::is_contained(lhsBatch, d) &&
        !llvm::is_contained(lhsContract, d))
      expected.push_back(lhsType.getDimSize(d));
  // Mode 2: one output per group, as a leading dimension.
  if (raggedIsContract)
    expected.insert(expected.begin(), groupShape.back());
  for (int64_t d = 0; d < rhsRank; ++d)
    if (!llvm::is_contained(rhsBatch, d) &&
        !llvm::is_contained(rhsContract, d) &&
        !llvm::is_contained(rhsGroup, d))
      expected.push_back(rhsType.getDimSize(d));

  if (resultType.getRank() != static_cast<int64_t>(expected.size()))
    return emitOpError("expects result of rank ")
           << expected.size() << ", but got " << resultType;
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(resultType.getShape(), expected)))
    if (sizesConflict(std::get<0>(pair), std::get<1>(pair)))
      return emitOpError("expects result dimension ")
             << i << " to have size " << std::get<1>(pair) << ", but got "
             << resultType;
  return success();
}

//===----------------------------------------------------------------------===//
// Broadcasting binary ops
//===----------------------------------------------------------------------===//

namespace {

/// One dimension of a numpy broadcast, as MLIR's getBroadcastedShape (which
/// upstream's inference uses) computes it: a dynamic size takes the other
/// side's size when that is above 1. Returns false when the sizes conflict.
bool broadcastDim(int64_t a, int64_t b, int64_t &out) {
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b)) {
    if (a > 1)
      out = a;
    else if (b > 1)
      out = b;
    else if (a == 1)
      out = b;
    else if (b == 1)
      out = a;
    else
      out = ShapedType::kDynamic;
    return true;
  }
  if (a != b && a != 1 && b != 1)
    return false;
  out = a == 1 ? b : a;
  return true;
}

/// The numpy broadcast of shapes `a` and `b` (trailing dimensions aligned),
/// or std::nullopt when sizes conflict.
std::optional<SmallVector<int64_t>> numpyShape(ArrayRef<int64_t> a,
                                               ArrayRef<int64_t> b) {
  ArrayRef<int64_t> high = a.size() >= b.size() ? a : b;
  ArrayRef<int64_t> low = a.size() >= b.size() ? b : a;
  SmallVector<int64_t> shape(high);
  size_t offset = high.size() - low.size();
  for (size_t i = 0; i < low.size(); ++i)
    if (!broadcastDim(shape[offset + i], low[i], shape[offset + i]))
      return std::nullopt;
  return shape;
}

/// The shape `lhs` and `rhs` broadcast to, as upstream infers it: numpy-style
/// (trailing dimensions aligned) without broadcast_dimensions; with them, the
/// operand of lower rank (lhs when the ranks are equal) maps its dimensions
/// to the listed dimensions of the other. Returns std::nullopt when the
/// operands do not broadcast: a wrong count of broadcast_dimensions, one out
/// of range, or sizes that conflict.
std::optional<SmallVector<int64_t>>
broadcastShape(RankedTensorType lhs, RankedTensorType rhs,
               std::optional<ArrayRef<int64_t>> dims) {
  if (!dims)
    return numpyShape(lhs.getShape(), rhs.getShape());
  RankedTensorType high = lhs.getRank() > rhs.getRank() ? lhs : rhs;
  RankedTensorType low = lhs.getRank() > rhs.getRank() ? rhs : lhs;
  if (static_cast<int64_t>(dims->size()) != low.getRank())
    return std::nullopt;
  SmallVector<int64_t> shape(high.getShape());
  for (auto [i, d] : llvm::enumerate(*dims)) {
    if (d < 0 || d >= high.getRank())
      return std::nullopt;
    if (!broadcastDim(low.getDimSize(i), high.getDimSize(d), shape[d]))
      return std::nullopt;
  }
  return shape;
}

/// Checks `result` against the broadcast `shape` of the operands (none when
/// they do not broadcast, which leaves the result unconstrained).
LogicalResult verifyBroadcastResult(Operation *op,
                                    std::optional<SmallVector<int64_t>> shape,
                                    RankedTensorType result) {
  if (!shape)
    return success();
  int64_t rank = shape->size();
  if (result.getRank() != rank)
    return op->emitOpError("expects a result of rank ")
           << rank << ", the broadcast rank of the operands, but got "
           << result;
  for (int64_t i = 0; i < rank; ++i)
    if (sizesConflict(result.getDimSize(i), (*shape)[i]))
      return op->emitOpError("expects result dimension ")
             << i << " to have size " << (*shape)[i] << ", but got " << result;
  return success();
}

/// Checks `result` against the shape `lhs` and `rhs` broadcast to. Operands
/// that do not broadcast leave the result unconstrained, as upstream's
/// verifier (whose inference then gives an unranked type) has it; the CHLO
/// legalization reports them.
LogicalResult verifyBroadcast(Operation *op, Type lhs, Type rhs, Type result,
                              std::optional<ArrayRef<int64_t>> dims) {
  auto l = llvm::dyn_cast<RankedTensorType>(lhs);
  auto r = llvm::dyn_cast<RankedTensorType>(rhs);
  auto res = llvm::dyn_cast<RankedTensorType>(result);
  if (!l || !r || !res)
    return success();
  return verifyBroadcastResult(op, broadcastShape(l, r, dims), res);
}

LogicalResult verifySameElementType(Operation *op, Type a, Type b) {
  if (getElementTypeOrSelf(a) != getElementTypeOrSelf(b))
    return op->emitOpError("expects operands and result of one element type, "
                           "but got ")
           << a << " and " << b;
  return success();
}

} // namespace

#define CHLO_BROADCAST_BINARY_VERIFIER(OP)                                     \
  LogicalResult OP::verify() {                                                 \
    if (failed(verifySameElementType(*this, getLhs().getType(),                \
                                     getRhs().getType())))                     \
      return failure();                                                        \
    return verifyBroadcast(*this, getLhs().getType(), getRhs().getType(),      \
                           getResult().getType(), getBroadcastDimensions());   \
  }
#define CHLO_BROADCAST_SAME_TYPE_VERIFIER(OP)                                  \
  LogicalResult OP::verify() {                                                 \
    if (failed(verifySameElementType(*this, getLhs().getType(),                \
                                     getRhs().getType())) ||                   \
        failed(verifySameElementType(*this, getLhs().getType(),                \
                                     getResult().getType())))                  \
      return failure();                                                        \
    return verifyBroadcast(*this, getLhs().getType(), getRhs().getType(),      \
                           getResult().getType(), getBroadcastDimensions());   \
  }

CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastAddOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastAtan2Op)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastDivOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastMaxOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastMinOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastMulOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastNextAfterOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastPolygammaOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastPowOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastRemOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastShiftLeftOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastShiftRightArithmeticOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastShiftRightLogicalOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastSubOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastZetaOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastAndOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastOrOp)
CHLO_BROADCAST_SAME_TYPE_VERIFIER(BroadcastXorOp)

LogicalResult BroadcastComplexOp::verify() {
  if (failed(verifySameElementType(*this, getLhs().getType(),
                                   getRhs().getType())))
    return failure();
  auto complex = llvm::dyn_cast<ComplexType>(
      getElementTypeOrSelf(getResult().getType()));
  if (!complex ||
      complex.getElementType() != getElementTypeOrSelf(getLhs().getType()))
    return emitOpError("expects a result of complex type with the operands' "
                       "element type as its parts, but got ")
           << getResult().getType();
  return verifyBroadcast(*this, getLhs().getType(), getRhs().getType(),
                         getResult().getType(), getBroadcastDimensions());
}

LogicalResult BroadcastCompareOp::verify() {
  if (failed(verifySameElementType(*this, getLhs().getType(),
                                   getRhs().getType())))
    return failure();
  return verifyBroadcast(*this, getLhs().getType(), getRhs().getType(),
                         getResult().getType(), getBroadcastDimensions());
}

LogicalResult BroadcastSelectOp::verify() {
  if (failed(verifySameElementType(*this, getOnTrue().getType(),
                                   getOnFalse().getType())) ||
      failed(verifySameElementType(*this, getOnTrue().getType(),
                                   getResult().getType())))
    return failure();
  // Broadcast the three shapes: pred with on_true, then with on_false.
  auto t = llvm::dyn_cast<RankedTensorType>(getOnTrue().getType());
  auto f = llvm::dyn_cast<RankedTensorType>(getOnFalse().getType());
  auto p = llvm::dyn_cast<RankedTensorType>(getPred().getType());
  auto res = llvm::dyn_cast<RankedTensorType>(getResult().getType());
  if (!t || !f || !p || !res)
    return success();
  // As upstream: operands that do not broadcast leave the result
  // unconstrained; the CHLO legalization reports them.
  std::optional<SmallVector<int64_t>> shape =
      numpyShape(p.getShape(), t.getShape());
  if (shape)
    shape = numpyShape(*shape, f.getShape());
  return verifyBroadcastResult(*this, shape, res);
}

//===----------------------------------------------------------------------===//
// TopKOp, ConstantOp, ConstantLikeOp
//===----------------------------------------------------------------------===//

LogicalResult TopKOp::verify() {
  int64_t k = static_cast<int64_t>(getK());
  if (k < 0)
    return emitOpError("expects k >= 0, but got ") << k;
  auto operand = llvm::dyn_cast<RankedTensorType>(getOperand().getType());
  auto values = llvm::dyn_cast<RankedTensorType>(getValues().getType());
  auto indices = llvm::dyn_cast<RankedTensorType>(getIndices().getType());
  if (getElementTypeOrSelf(getValues().getType()) !=
      getElementTypeOrSelf(getOperand().getType()))
    return emitOpError("expects values of the operand's element type, but "
                       "got ")
           << getValues().getType();
  auto indexType = llvm::dyn_cast<IntegerType>(
      getElementTypeOrSelf(getIndices().getType()));
  if (!indexType || indexType.getWidth() != 32 || indexType.isUnsigned())
    return emitOpError("expects indices of element type i32, but got ")
           << getIndices().getType();
  if (!operand)
    return success();
  if (operand.getRank() < 1)
    return emitOpError("expects an operand of rank at least 1");
  int64_t last = operand.getDimSize(operand.getRank() - 1);
  if (!ShapedType::isDynamic(last) && last < k)
    return emitOpError("expects k <= ")
           << last << ", the size of the operand's last dimension, but got "
           << k;
  SmallVector<int64_t> shape(operand.getShape());
  shape.back() = k;
  for (auto [name, type] : {std::pair<StringRef, RankedTensorType>{"values",
                                                                   values},
                            {"indices", indices}}) {
    if (!type)
      continue;
    bool ok = type.getRank() == operand.getRank();
    for (int64_t i = 0; ok && i < type.getRank(); ++i)
      ok = !sizesConflict(type.getDimSize(i), shape[i]);
    if (!ok)
      return emitOpError("expects ")
             << name << " of shape [" << shape << "] (the operand's with the "
             << "last dimension k), but got " << type;
  }
  return success();
}

LogicalResult chlo::ConstantOp::verify() {
  auto value = llvm::dyn_cast<ShapedType>(getValue().getType());
  if (!value || value != getOutput().getType())
    return emitOpError("expects the value's type to be the result type, but "
                       "got ")
           << getValue().getType() << " and " << getOutput().getType();
  return success();
}

LogicalResult chlo::ConstantLikeOp::verify() {
  Type element = getElementTypeOrSelf(getOperand().getType());
  if (getValue().getType() != element ||
      getElementTypeOrSelf(getResult().getType()) != element)
    return emitOpError("expects a value and result of the operand's element "
                       "type, but got ")
           << getValue().getType() << " and " << getResult().getType();
  return success();
}
