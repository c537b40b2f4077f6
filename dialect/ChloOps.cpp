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

  if (std::optional<ArrayAttr> precision = getPrecisionConfig())
    if (precision->size() != 0 && precision->size() != 2)
      return emitOpError("expects precision_config to have 0 or 2 elements, "
                         "but got ")
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
