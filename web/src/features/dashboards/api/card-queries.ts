import { graphql } from '../../../__generated__/gql';

/** One document per dashboard card (spec section 7 "card-analytics" and "card-statistics"). */
export const SupportTrackerQuery = graphql(`
  query DashboardSupportTracker($period: AnalyticsPeriod) {
    supportTracker(period: $period) {
      period
      totalTicket
      newTicket
      openTicket
      responseTime
      completedPercent
    }
  }
`);

export const AvgSessionsQuery = graphql(`
  query DashboardAvgSessions($period: AnalyticsPeriod) {
    avgSessions(period: $period) {
      period
      sessions
      growth
      labels
      series
      goal
      goalProgress
      users
      usersProgress
      retention
      retentionProgress
      duration
      durationProgress
    }
  }
`);

export const RevenueReportQuery = graphql(`
  query DashboardRevenueReport($year: Int) {
    revenueReport(year: $year) {
      year
      years
      labels
      earning
      expense
      totalEarning
      totalExpense
      budget
      budgetSeries
    }
  }
`);

export const GoalOverviewQuery = graphql(`
  query DashboardGoalOverview {
    goalOverview {
      completed
      inProgress
      percent
    }
  }
`);

export const RevenueQuery = graphql(`
  query DashboardRevenue {
    revenue {
      labels
      currentMonth
      previousMonth
      currentTotal
      previousTotal
    }
  }
`);

export const ProductOrdersQuery = graphql(`
  query DashboardProductOrders($period: AnalyticsPeriod) {
    productOrders(period: $period) {
      period
      finished
      pending
      rejected
      total
      series
    }
  }
`);

export const SessionsByDeviceQuery = graphql(`
  query DashboardSessionsByDevice($period: AnalyticsPeriod) {
    sessionsByDevice(period: $period) {
      period
      devices {
        device
        name
        usage
        upDown
      }
    }
  }
`);

export const CustomersQuery = graphql(`
  query DashboardCustomers($period: AnalyticsPeriod) {
    customers(period: $period) {
      period
      new
      returning
      referrals
      total
    }
  }
`);

export const StatisticsQuery = graphql(`
  query DashboardStatistics($kind: StatisticsKind!, $period: AnalyticsPeriod) {
    statistics(kind: $kind, period: $period) {
      kind
      period
      title
      unit
      total
      growth
      labels
      series {
        name
        data
      }
    }
  }
`);
