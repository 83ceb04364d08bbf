/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query NavbarCartCount {\n    cartCount\n  }\n": typeof types.NavbarCartCountDocument,
    "\n  mutation SetInterfaceLanguage($language: InterfaceLanguage!) {\n    setInterfaceLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": typeof types.SetInterfaceLanguageDocument,
    "\n  subscription AbilityChanged {\n    abilityChanged {\n      ...SessionUser\n    }\n  }\n": typeof types.AbilityChangedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    createdAt\n    isRead\n    title\n    excerpt\n    count\n    contactId\n    contact {\n      id\n      fullName\n      avatar\n    }\n    taskId\n    eventId\n    startsAt\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query NotificationFeed($first: PositiveInt) {\n    notifications(first: $first) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n": typeof types.NotificationFeedDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationChanged {\n    notificationChanged {\n      change\n      notifications {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n": typeof types.NotificationChangedDocument,
    "\n  subscription BookmarkChanged {\n    bookmarkChanged {\n      page {\n        ...SearchPageFields\n      }\n    }\n  }\n": typeof types.BookmarkChangedDocument,
    "\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n": typeof types.SearchPageFieldsFragmentDoc,
    "\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n": typeof types.NavbarSearchDocument,
    "\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n": typeof types.NavbarBookmarksDocument,
    "\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n": typeof types.BookmarkSuggestionsDocument,
    "\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n": typeof types.ToggleBookmarkDocument,
    "\n  fragment BulkJobFields on BulkJob {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n    batchId\n  }\n": typeof types.BulkJobFieldsFragmentDoc,
    "\n  query BulkJob($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkJobDocument,
    "\n  subscription BulkJobProgress($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkJobProgressDocument,
    "\n  mutation CancelBulkJob($id: ID!) {\n    cancelBulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.CancelBulkJobDocument,
    "\n  mutation RestoreAuditBatch($batchId: ID!) {\n    restoreAuditBatch(batchId: $batchId) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.RestoreAuditBatchDocument,
    "\n  fragment SavedViewFields on SavedView {\n    id\n    list\n    name\n    state\n    sharedWith\n    isDefault\n    isMine\n    canEdit\n    version\n  }\n": typeof types.SavedViewFieldsFragmentDoc,
    "\n  query SavedViews($list: String!) {\n    savedViews(list: $list) {\n      ...SavedViewFields\n    }\n  }\n": typeof types.SavedViewsDocument,
    "\n  mutation SaveView($input: SaveViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n": typeof types.SaveViewDocument,
    "\n  mutation UpdateView($id: ID!, $input: UpdateViewInput!, $version: Int) {\n    updateView(id: $id, input: $input, version: $version) {\n      ...SavedViewFields\n    }\n  }\n": typeof types.UpdateViewDocument,
    "\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n": typeof types.DeleteViewDocument,
    "\n  subscription SavedViewChanged {\n    savedViewChanged {\n      change\n      list\n    }\n  }\n": typeof types.SavedViewChangedDocument,
    "\n  query AuditActors {\n    auditActors {\n      id\n      fullName\n      role\n    }\n  }\n": typeof types.AuditActorsDocument,
    "\n  fragment MailLetterFields on MailLetter {\n    id\n    kind\n    to\n    subject\n    status\n    tries\n    lastError\n    createdAt\n    sentAt\n  }\n": typeof types.MailLetterFieldsFragmentDoc,
    "\n  query MailLog($status: MailStatus, $page: PositiveInt, $perPage: PositiveInt) {\n    mailLog(status: $status, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...MailLetterFields\n      }\n    }\n  }\n": typeof types.MailLogDocument,
    "\n  subscription MailLetterChanged {\n    mailLetterChanged {\n      change\n      letter {\n        ...MailLetterFields\n      }\n    }\n  }\n": typeof types.MailLetterChangedDocument,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation AcceptInvitation($token: NonEmptyString!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      ...SessionFields\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation CompleteSignIn($challenge: String!, $code: String!) {\n    completeSignIn(challenge: $challenge, code: $code) {\n      ...SessionFields\n    }\n  }\n": typeof types.CompleteSignInDocument,
    "\n  mutation RequestPasswordReset($email: EmailAddress!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query PasswordResetEmail($token: String!) {\n    passwordResetEmail(token: $token)\n  }\n": typeof types.PasswordResetEmailDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  mutation AddEvent($input: EventInput!) {\n    addEvent(input: $input) {\n      ...EventFields\n    }\n  }\n": typeof types.AddEventDocument,
    "\n  fragment EventFields on Event {\n    id\n    url\n    title\n    start\n    end\n    allDay\n    version\n    updatedBy\n    updatedAt\n    extendedProps {\n      calendar\n      guests\n      location\n      description\n    }\n  }\n": typeof types.EventFieldsFragmentDoc,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventFields\n    }\n  }\n": typeof types.EventDocument,
    "\n  query CalendarEvents($calendars: [CalendarCategory!]) {\n    events(calendars: $calendars) {\n      ...EventFields\n    }\n  }\n": typeof types.CalendarEventsDocument,
    "\n  mutation RemoveEvent($id: ID!) {\n    removeEvent(id: $id) {\n      id\n    }\n  }\n": typeof types.RemoveEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventUpdateInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...EventFields\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  subscription CalendarEventChanged {\n    calendarEventChanged {\n      change\n      event {\n        ...EventFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": typeof types.CalendarEventChangedDocument,
    "\n  fragment ChatContactFields on ChatContact {\n    id\n    fullName\n    role\n    about\n    avatar\n    status\n  }\n": typeof types.ChatContactFieldsFragmentDoc,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    message\n    time\n    senderId\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatSummaryFields on Chat {\n    id\n    userId\n    unseenMsgs\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n  }\n": typeof types.ChatSummaryFieldsFragmentDoc,
    "\n  fragment ChatConversationFields on Chat {\n    id\n    userId\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n": typeof types.ChatConversationFieldsFragmentDoc,
    "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    avatar\n    fullName\n    role\n    about\n    status\n    settings {\n      isTwoStepAuthVerificationEnabled\n      isNotificationsOn\n    }\n  }\n": typeof types.ChatProfileFieldsFragmentDoc,
    "\n  query ChatProfile {\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n": typeof types.ChatProfileDocument,
    "\n  query Chat($contactId: ID!) {\n    chat(contactId: $contactId) {\n      ...ChatConversationFields\n    }\n  }\n": typeof types.ChatDocument,
    "\n  query ChatsAndContacts {\n    chatsAndContacts {\n      chats {\n        ...ChatSummaryFields\n      }\n      contacts {\n        ...ChatContactFields\n      }\n    }\n  }\n": typeof types.ChatsAndContactsDocument,
    "\n  mutation OpenChat($contactId: ID!) {\n    openChat(contactId: $contactId) {\n      id\n      unseenMsgs\n    }\n  }\n": typeof types.OpenChatDocument,
    "\n  mutation SendMessage($contactId: ID!, $message: NonEmptyString!) {\n    sendMessage(contactId: $contactId, message: $message) {\n      message {\n        ...ChatMessageFields\n      }\n      chat {\n        ...ChatSummaryFields\n        ...ChatConversationFields\n      }\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation SetChatTyping($contactId: ID!, $isTyping: Boolean!) {\n    setChatTyping(contactId: $contactId, isTyping: $isTyping)\n  }\n": typeof types.SetChatTypingDocument,
    "\n  mutation UpdateChatProfile($input: ChatProfileInput!) {\n    updateChatProfile(input: $input) {\n      ...ChatProfileFields\n    }\n  }\n": typeof types.UpdateChatProfileDocument,
    "\n  subscription ChatChanged {\n    chatChanged {\n      change\n      reason\n      chat {\n        ...ChatSummaryFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatChangedDocument,
    "\n  subscription ChatUserChanged {\n    chatUserChanged {\n      contact {\n        ...ChatContactFields\n      }\n      profile {\n        ...ChatProfileFields\n      }\n    }\n  }\n": typeof types.ChatUserChangedDocument,
    "\n  subscription ChatTyping {\n    chatTyping {\n      contactId\n      isTyping\n      expiresAt\n    }\n  }\n": typeof types.ChatTypingDocument,
    "\n  query DashboardSupportTracker($period: AnalyticsPeriod) {\n    supportTracker(period: $period) {\n      period\n      totalTicket\n      newTicket\n      openTicket\n      responseTime\n      completedPercent\n    }\n  }\n": typeof types.DashboardSupportTrackerDocument,
    "\n  query DashboardAvgSessions($period: AnalyticsPeriod) {\n    avgSessions(period: $period) {\n      period\n      sessions\n      growth\n      labels\n      series\n      goal\n      goalProgress\n      users\n      usersProgress\n      retention\n      retentionProgress\n      duration\n      durationProgress\n    }\n  }\n": typeof types.DashboardAvgSessionsDocument,
    "\n  query DashboardRevenueReport($year: Int) {\n    revenueReport(year: $year) {\n      year\n      years\n      labels\n      earning\n      expense\n      totalEarning\n      totalExpense\n      budget\n      budgetSeries\n    }\n  }\n": typeof types.DashboardRevenueReportDocument,
    "\n  query DashboardGoalOverview {\n    goalOverview {\n      completed\n      inProgress\n      percent\n    }\n  }\n": typeof types.DashboardGoalOverviewDocument,
    "\n  query DashboardRevenue {\n    revenue {\n      labels\n      currentMonth\n      previousMonth\n      currentTotal\n      previousTotal\n    }\n  }\n": typeof types.DashboardRevenueDocument,
    "\n  query DashboardProductOrders($period: AnalyticsPeriod) {\n    productOrders(period: $period) {\n      period\n      finished\n      pending\n      rejected\n      total\n      series\n    }\n  }\n": typeof types.DashboardProductOrdersDocument,
    "\n  query DashboardSessionsByDevice($period: AnalyticsPeriod) {\n    sessionsByDevice(period: $period) {\n      period\n      devices {\n        device\n        name\n        usage\n        upDown\n      }\n    }\n  }\n": typeof types.DashboardSessionsByDeviceDocument,
    "\n  query DashboardCustomers($period: AnalyticsPeriod) {\n    customers(period: $period) {\n      period\n      new\n      returning\n      referrals\n      total\n    }\n  }\n": typeof types.DashboardCustomersDocument,
    "\n  query DashboardStatistics($kind: StatisticsKind!, $period: AnalyticsPeriod) {\n    statistics(kind: $kind, period: $period) {\n      kind\n      period\n      title\n      unit\n      total\n      growth\n      labels\n      series {\n        name\n        data\n      }\n    }\n  }\n": typeof types.DashboardStatisticsDocument,
    "\n  mutation BulkUpdateEmployees($selection: EmployeeSelection!, $patch: EmployeePatch!) {\n    bulkUpdateEmployees(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkUpdateEmployeesDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    avatar\n    fullName\n    post\n    email\n    city\n    startedOn\n    salaryAmount\n    age\n    experienceYears\n    status\n  }\n": typeof types.EmployeeFieldsFragmentDoc,
    "\n  query EmployeesCsv($q: String, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employeesCsv(q: $q, sortColumn: $sortColumn, sort: $sort)\n  }\n": typeof types.EmployeesCsvDocument,
    "\n  query Employees($q: String, $page: PositiveInt, $perPage: PositiveInt, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employees(q: $q, page: $page, perPage: $perPage, sortColumn: $sortColumn, sort: $sort) {\n      total\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  query DemoAutocomplete($q: String, $limit: PositiveInt) {\n    autocomplete(q: $q, limit: $limit) {\n      id\n      title\n      rank\n    }\n  }\n": typeof types.DemoAutocompleteDocument,
    "\n  mutation AddToCart($productId: ID!) {\n    addToCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  mutation UpdateCartItemQuantity($productId: ID!, $qty: PositiveInt!) {\n    updateCartItemQuantity(productId: $productId, qty: $qty) {\n      id\n      qty\n    }\n  }\n": typeof types.UpdateCartItemQuantityDocument,
    "\n  query Cart {\n    cart {\n      ...CartLineFields\n    }\n  }\n": typeof types.CartDocument,
    "\n  query ProductDetail($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductCardFields\n      colorOptions\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query RelatedProducts($kind: String!) {\n    sameKind: products(q: $kind, perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n    featured: products(perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.RelatedProductsDocument,
    "\n  query ShopProducts($q: String!, $sortBy: ProductSort!, $page: PositiveInt!, $perPage: PositiveInt!) {\n    products(q: $q, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.ShopProductsDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  query Wishlist {\n    wishlist {\n      ...ProductCardFields\n    }\n  }\n": typeof types.WishlistDocument,
    "\n  fragment CartLineFields on CartItem {\n    id\n    qty\n    shippingDate\n    offers\n    discountPercentage\n    product {\n      ...ProductCardFields\n    }\n  }\n": typeof types.CartLineFieldsFragmentDoc,
    "\n  fragment ProductFlags on Product {\n    id\n    isInWishlist\n    isInCart\n  }\n": typeof types.ProductFlagsFragmentDoc,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    description\n    brand\n    price\n    image\n    hasFreeShipping\n    rating\n    ...ProductFlags\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  subscription CartChanged {\n    cartChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n      item {\n        ...CartLineFields\n      }\n      cartCount\n    }\n  }\n": typeof types.CartChangedDocument,
    "\n  subscription WishlistChanged {\n    wishlistChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.WishlistChangedDocument,
    "\n  query AdjacentEmail($id: ID!, $dir: PageDirection!) {\n    adjacentEmail(id: $id, dir: $dir) {\n      ...EmailDetailFields\n    }\n  }\n": typeof types.AdjacentEmailDocument,
    "\n  fragment EmailRowFields on Email {\n    id\n    from {\n      email\n      name\n      avatar\n    }\n    subject\n    message\n    time\n    folder\n    labels\n    isRead\n    isStarred\n    attachments {\n      fileName\n    }\n  }\n": typeof types.EmailRowFieldsFragmentDoc,
    "\n  fragment EmailsMetaFields on EmailsMeta {\n    inbox\n    draft\n    spam\n  }\n": typeof types.EmailsMetaFieldsFragmentDoc,
    "\n  fragment EmailDetailFields on Email {\n    ...EmailRowFields\n    to {\n      name\n      email\n    }\n    cc\n    bcc\n    attachments {\n      fileName\n      thumbnail\n      url\n      size\n    }\n    replies {\n      id\n      from {\n        email\n        name\n        avatar\n      }\n      to {\n        name\n        email\n      }\n      subject\n      message\n      time\n      attachments {\n        fileName\n        thumbnail\n        url\n        size\n      }\n    }\n    hasPreviousMail\n    hasNextMail\n  }\n": typeof types.EmailDetailFieldsFragmentDoc,
    "\n  query Email($id: ID!) {\n    email(id: $id) {\n      ...EmailDetailFields\n    }\n  }\n": typeof types.EmailDocument,
    "\n  query EmailsMeta {\n    emailsMeta {\n      ...EmailsMetaFields\n    }\n  }\n": typeof types.EmailsMetaDocument,
    "\n  query Emails($q: String, $folder: MailFolder, $label: MailLabel, $page: Int, $perPage: Int) {\n    emails(q: $q, folder: $folder, label: $label, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...EmailRowFields\n      }\n    }\n  }\n": typeof types.EmailsDocument,
    "\n  mutation SaveDraft($input: ComposeEmailInput!) {\n    saveDraft(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": typeof types.SaveDraftDocument,
    "\n  mutation SendEmail($input: ComposeEmailInput!) {\n    sendEmail(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": typeof types.SendEmailDocument,
    "\n  mutation ToggleEmailLabel($ids: [ID!]!, $label: MailLabel!) {\n    toggleEmailLabel(ids: $ids, label: $label) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": typeof types.ToggleEmailLabelDocument,
    "\n  mutation UpdateEmails($ids: [ID!]!, $input: EmailFlagsInput!) {\n    updateEmails(ids: $ids, input: $input) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": typeof types.UpdateEmailsDocument,
    "\n  subscription EmailsChanged {\n    emailsChanged {\n      change\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": typeof types.EmailsChangedDocument,
    "\n  fragment ImportJobFields on ImportJob {\n    id\n    list\n    status\n    mode\n    total\n    created\n    updated\n    unchanged\n    skipped\n    failed\n    batchId\n  }\n": typeof types.ImportJobFieldsFragmentDoc,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n": typeof types.ImportJobDocument,
    "\n  subscription ImportJobProgress($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n": typeof types.ImportJobProgressDocument,
    "\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) {\n      ...ImportJobFields\n    }\n  }\n": typeof types.CancelImportDocument,
    "\n  mutation AddInvoice($input: InvoiceInput!) {\n    addInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.AddInvoiceDocument,
    "\n  mutation BulkMarkInvoicesSent($selection: InvoiceSelection!) {\n    bulkMarkInvoicesSent(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkMarkInvoicesSentDocument,
    "\n  mutation BulkDeleteInvoices($selection: InvoiceSelection!) {\n    bulkDeleteInvoices(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkDeleteInvoicesDocument,
    "\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.DeleteInvoiceDocument,
    "\n  query InvoiceClients($first: PositiveInt) {\n    invoiceClients(first: $first) {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n": typeof types.InvoiceClientsDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    issuedDate\n    dueDate\n    service\n    total\n    balance\n    avatar\n    invoiceStatus\n    version\n    updatedBy\n    updatedAt\n    client {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n": typeof types.InvoiceFieldsFragmentDoc,
    "\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceFields\n      paymentDetails {\n        totalDue\n        bankName\n        country\n        iban\n        swiftCode\n      }\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  query Invoices($q: String, $status: InvoiceStatus, $sortColumn: InvoiceSortColumn, $sort: SortDirection, $page: PositiveInt, $perPage: PositiveInt) {\n    invoices(q: $q, status: $status, sortColumn: $sortColumn, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...InvoiceFields\n      }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  mutation SendInvoice($id: ID!, $input: SendInvoiceInput!) {\n    sendInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.SendInvoiceDocument,
    "\n  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!, $version: Int) {\n    updateInvoice(id: $id, input: $input, version: $version) {\n      ...InvoiceFields\n    }\n  }\n": typeof types.UpdateInvoiceDocument,
    "\n  subscription InvoiceChanged {\n    invoiceChanged {\n      change\n      invoice {\n        ...InvoiceFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": typeof types.InvoiceChangedDocument,
    "\n  query AccountSettingsPage {\n    accountSettings {\n      ...AccountSettingsFields\n    }\n  }\n  fragment AccountSettingsFields on AccountSettings {\n    id\n    general {\n      avatar\n      username\n      fullName\n      email\n      pendingEmail\n      company\n    }\n    info {\n      bio\n      dob\n      country\n      website\n      phone\n    }\n    social {\n      socialLinks {\n        twitter\n        facebook\n        google\n        linkedIn\n        instagram\n        quora\n      }\n      connections {\n        connectedAccounts {\n          id\n          title\n          subtitle\n          img\n          connected\n        }\n        socialAccounts {\n          id\n          title\n          img\n          linked\n          url\n        }\n      }\n    }\n    notification {\n      commentOnArticle\n      answerOnForm\n      followMe\n      newAnnouncements\n      productUpdates\n      blogDigest\n    }\n  }\n": typeof types.AccountSettingsPageDocument,
    "\n  mutation UpdateAccountGeneral($input: AccountGeneralInput!) {\n    updateAccountGeneral(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": typeof types.UpdateAccountGeneralDocument,
    "\n  mutation UpdateAccountInfo($input: AccountInfoInput!) {\n    updateAccountInfo(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": typeof types.UpdateAccountInfoDocument,
    "\n  mutation UpdateAccountSocial($input: AccountSocialInput!) {\n    updateAccountSocial(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": typeof types.UpdateAccountSocialDocument,
    "\n  mutation UpdateAccountNotifications($input: AccountNotificationsInput!) {\n    updateAccountNotifications(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": typeof types.UpdateAccountNotificationsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      ok\n      endedSessionIds\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query AccountSessions {\n    accountSessions {\n      ...AccountSessionFields\n    }\n  }\n  fragment AccountSessionFields on AccountSession {\n    id\n    createdAt\n    lastUsedAt\n    address\n    current\n    device {\n      browser\n      os\n      platform\n    }\n  }\n": typeof types.AccountSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      endedSessionIds\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      endedSessionIds\n    }\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation ResendEmailChange {\n    resendEmailChange {\n      id\n      pendingEmail\n    }\n  }\n": typeof types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      id\n      pendingEmail\n    }\n  }\n": typeof types.CancelEmailChangeDocument,
    "\n  query TwoStepPanel {\n    twoStepStatus {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      required\n    }\n    me {\n      ...SessionUser\n    }\n  }\n": typeof types.TwoStepPanelDocument,
    "\n  mutation BeginTwoStepEnrollment {\n    beginTwoStepEnrollment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": typeof types.BeginTwoStepEnrollmentDocument,
    "\n  mutation ConfirmTwoStepEnrollment($code: String!) {\n    confirmTwoStepEnrollment(code: $code)\n  }\n": typeof types.ConfirmTwoStepEnrollmentDocument,
    "\n  mutation DisableTwoStep($password: String!, $code: String!) {\n    disableTwoStep(password: $password, code: $code)\n  }\n": typeof types.DisableTwoStepDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    access\n    last4\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedFrom\n    revokedAt\n  }\n": typeof types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query BlogList($q: String) {\n    blogPosts(q: $q) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      blogPosted\n      categories\n      tags\n      excerpt\n      comment\n    }\n  }\n": typeof types.BlogListDocument,
    "\n  query BlogSidebar {\n    blogSidebar {\n      recentPosts {\n        id\n        title\n        img\n        createdTime\n      }\n      categories {\n        category\n        value\n        icon\n      }\n    }\n  }\n": typeof types.BlogSidebarDocument,
    "\n  fragment BlogCommentFields on BlogComment {\n    id\n    avatar\n    userFullName\n    commentedAt\n    commentText\n  }\n": typeof types.BlogCommentFieldsFragmentDoc,
    "\n  fragment BlogEditFields on BlogPost {\n    id\n    title\n    slug\n    categories\n    blogCategories {\n      value\n      label\n    }\n    status\n    excerpt\n    featuredImage\n    img\n  }\n": typeof types.BlogEditFieldsFragmentDoc,
    "\n  query BlogPostDetail($id: ID) {\n    blogPost(id: $id) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      createdTime\n      tags\n      content\n      bookmarked\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n": typeof types.BlogPostDetailDocument,
    "\n  query BlogEdit($id: ID) {\n    blogEdit(id: $id) {\n      ...BlogEditFields\n      avatar\n      userFullName\n      createdTime\n    }\n  }\n": typeof types.BlogEditDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      ...BlogEditFields\n      tags\n    }\n  }\n": typeof types.UpdateBlogPostDocument,
    "\n  mutation ToggleBlogBookmark($id: ID!) {\n    toggleBlogBookmark(id: $id) {\n      id\n      bookmarked\n    }\n  }\n": typeof types.ToggleBlogBookmarkDocument,
    "\n  mutation AddBlogComment($id: ID!, $text: String!) {\n    addBlogComment(id: $id, text: $text) {\n      id\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n": typeof types.AddBlogCommentDocument,
    "\n  query FaqPage($q: String) {\n    faq(q: $q) {\n      key\n      icon\n      title\n      subtitle\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n": typeof types.FaqPageDocument,
    "\n  query KnowledgeBase {\n    knowledgeBase {\n      id\n      category\n      img\n      title\n      desc\n    }\n  }\n": typeof types.KnowledgeBaseDocument,
    "\n  query KbCategory($slug: String!) {\n    kbCategory(slug: $slug) {\n      id\n      title\n      icon\n      iconColor\n      questions {\n        id\n        question\n        slug\n      }\n    }\n  }\n": typeof types.KbCategoryDocument,
    "\n  query KbQuestion($category: String!, $slug: String!) {\n    kbQuestion(category: $category, slug: $slug) {\n      id\n      category\n      slug\n      title\n      lastUpdated\n      content\n      relatedQuestions {\n        id\n        question\n        slug\n      }\n    }\n  }\n": typeof types.KbQuestionDocument,
    "\n  query PricingPage {\n    pricing {\n      basicPlan {\n        ...PricingPlanFields\n      }\n      standardPlan {\n        ...PricingPlanFields\n      }\n      enterprisePlan {\n        ...PricingPlanFields\n      }\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n  fragment PricingPlanFields on PricingPlan {\n    title\n    img\n    subtitle\n    monthlyPrice\n    yearlyPlan {\n      perMonth\n      totalAnnual\n    }\n    planBenefits\n    popular\n  }\n": typeof types.PricingPageDocument,
    "\n  query ProfilePage {\n    profile {\n      header {\n        avatar\n        username\n        designation\n        coverImg\n      }\n      userAbout {\n        about\n        joined\n        lives\n        email\n        website\n      }\n      suggestedPages {\n        id\n        avatar\n        username\n        subtitle\n        favorite\n      }\n      twitterFeeds {\n        id\n        imgUrl\n        title\n        desc\n        tags\n        favorite\n      }\n      posts {\n        ...ProfilePostFields\n      }\n      latestPhotos {\n        id\n        img\n      }\n      suggestions {\n        id\n        avatar\n        name\n        mutualFriend\n      }\n      pollQuestion\n      polls {\n        ...PollOptionFields\n      }\n    }\n  }\n  fragment ProfilePostFields on ProfilePost {\n    id\n    avatar\n    username\n    postTime\n    postText\n    postImg\n    likes\n    youLiked\n    comments\n    share\n    likedUsers {\n      avatar\n      username\n    }\n    likedCount\n    detailedComments {\n      id\n      avatar\n      username\n      comment\n      commentsLikes\n      youLiked\n    }\n  }\n  fragment PollOptionFields on PollOption {\n    id\n    name\n    votes\n    result\n    votedByMe\n    votedUser {\n      img\n      username\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  mutation LikePost($id: ID!) {\n    likePost(id: $id) {\n      id\n      likes\n      youLiked\n      likedCount\n      likedUsers {\n        avatar\n        username\n      }\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation VotePoll($option: ID!) {\n    votePoll(option: $option) {\n      ...PollOptionFields\n    }\n  }\n": typeof types.VotePollDocument,
    "\n  fragment AccountFields on Account {\n    id\n    email\n    fullName\n    username\n    avatar\n    role\n    active\n    lastSignInAt\n    invitedUntil\n    twoStepEnabled\n    emailVerified\n  }\n": typeof types.AccountFieldsFragmentDoc,
    "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      account {\n        ...AccountFields\n      }\n      inviteUrl\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation UpdateAccountRole($id: ID!, $role: AccountRole!) {\n    updateAccountRole(id: $id, role: $role) {\n      ...AccountFields\n    }\n  }\n": typeof types.UpdateAccountRoleDocument,
    "\n  mutation SetAccountActive($id: ID!, $active: Boolean!) {\n    setAccountActive(id: $id, active: $active) {\n      ...AccountFields\n    }\n  }\n": typeof types.SetAccountActiveDocument,
    "\n  mutation ResetTwoStep($accountId: ID!) {\n    resetTwoStep(accountId: $accountId) {\n      ...AccountFields\n    }\n  }\n": typeof types.ResetTwoStepDocument,
    "\n  mutation SendPasswordReset($id: ID!) {\n    sendPasswordReset(id: $id)\n  }\n": typeof types.SendPasswordResetDocument,
    "\n  query Accounts($q: String, $role: AccountRole, $active: Boolean, $page: PositiveInt, $perPage: PositiveInt) {\n    accounts(q: $q, role: $role, active: $active, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...AccountFields\n      }\n    }\n  }\n": typeof types.AccountsDocument,
    "\n  query AccountRoleCounts {\n    accountRoleCounts {\n      role\n      count\n    }\n  }\n": typeof types.AccountRoleCountsDocument,
    "\n  mutation AddPermission($name: NonEmptyString!, $assignedTo: [PermissionRole!], $grants: [GrantInput!]) {\n    addPermission(name: $name, assignedTo: $assignedTo, grants: $grants) {\n      ...PermissionFields\n    }\n  }\n": typeof types.AddPermissionDocument,
    "\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePermissionDocument,
    "\n  fragment PermissionFields on Permission {\n    id\n    name\n    assignedTo\n    grants {\n      action\n      subject\n    }\n    createdDate\n    version\n    updatedBy\n    updatedAt\n  }\n": typeof types.PermissionFieldsFragmentDoc,
    "\n  query Permission($id: ID!) {\n    permission(id: $id) {\n      ...PermissionFields\n    }\n  }\n": typeof types.PermissionDocument,
    "\n  query Permissions($q: String, $assignedTo: PermissionRole, $page: PositiveInt, $perPage: PositiveInt) {\n    permissions(q: $q, assignedTo: $assignedTo, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PermissionFields\n      }\n    }\n  }\n": typeof types.PermissionsDocument,
    "\n  query RolesOverview {\n    allPermissions {\n      ...PermissionFields\n    }\n  }\n": typeof types.RolesOverviewDocument,
    "\n  mutation UpdatePermission($id: ID!, $name: NonEmptyString, $assignedTo: [PermissionRole!], $grants: [GrantInput!], $version: Int) {\n    updatePermission(id: $id, name: $name, assignedTo: $assignedTo, grants: $grants, version: $version) {\n      ...PermissionFields\n    }\n  }\n": typeof types.UpdatePermissionDocument,
    "\n  subscription AccountChanged {\n    accountChanged {\n      change\n      account {\n        ...AccountFields\n      }\n      previous {\n        role\n        active\n      }\n      roleCounts {\n        role\n        count\n      }\n    }\n  }\n": typeof types.AccountChangedDocument,
    "\n  subscription PermissionChanged {\n    permissionChanged {\n      change\n      permission {\n        ...PermissionFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": typeof types.PermissionChangedDocument,
    "\n  mutation AddTask($input: TaskInput!) {\n    addTask(input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.AddTaskDocument,
    "\n  query TaskAssignees {\n    assignees {\n      id\n      fullName\n      avatar\n    }\n  }\n": typeof types.TaskAssigneesDocument,
    "\n  mutation BulkUpdateTasks($selection: TaskSelection!, $patch: TaskPatch!) {\n    bulkUpdateTasks(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkUpdateTasksDocument,
    "\n  mutation BulkDeleteTasks($selection: TaskSelection!) {\n    bulkDeleteTasks(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkDeleteTasksDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n": typeof types.DeleteTaskDocument,
    "\n  fragment TaskFields on Task {\n    id\n    title\n    dueDate\n    description\n    tags\n    isCompleted\n    isDeleted\n    isImportant\n    version\n    updatedBy\n    updatedAt\n    assignee {\n      id\n      fullName\n      avatar\n    }\n    guestAssignee {\n      fullName\n      avatar\n    }\n  }\n": typeof types.TaskFieldsFragmentDoc,
    "\n  query Task($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n": typeof types.TaskDocument,
    "\n  query Tasks($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort, $page: Int, $perPage: Int) {\n    tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...TaskFields\n      }\n    }\n  }\n": typeof types.TasksDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskUpdateInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": typeof types.UpdateTaskDocument,
    "\n  subscription TaskChanged {\n    taskChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": typeof types.TaskChangedDocument,
    "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.AddUserDocument,
    "\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n": typeof types.AllUsersDocument,
    "\n  mutation BulkUpdateUsers($selection: UserSelection!, $patch: UserPatch!) {\n    bulkUpdateUsers(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkUpdateUsersDocument,
    "\n  mutation BulkDeleteUsers($selection: UserSelection!) {\n    bulkDeleteUsers(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": typeof types.BulkDeleteUsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.FirstUserDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n": typeof types.UserDocument,
    "\n  query UserSignIn($id: ID!) {\n    user(id: $id) {\n      id\n      account {\n        id\n        role\n        active\n        lastSignInAt\n        invitedUntil\n        emailVerified\n      }\n    }\n  }\n": typeof types.UserSignInDocument,
    "\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...UserFields\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  subscription UserChanged {\n    userChanged {\n      change\n      user {\n        ...UserFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": typeof types.UserChangedDocument,
    "\n  fragment AuditEventFields on AuditEvent {\n    id\n    at\n    action\n    subject\n    recordId\n    face\n    actor {\n      id\n      fullName\n      role\n      viaKey\n    }\n    changes {\n      field\n      before\n      after\n    }\n    undoable\n    restoredById\n  }\n": typeof types.AuditEventFieldsFragmentDoc,
    "\n  query AuditEvents($subject: String, $recordId: ID, $actorId: ID, $action: AuditAction, $from: DateTime, $to: DateTime, $first: Int, $after: String) {\n    auditEvents(subject: $subject, recordId: $recordId, actorId: $actorId, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      items {\n        ...AuditEventFields\n      }\n      nextCursor\n    }\n  }\n": typeof types.AuditEventsDocument,
    "\n  mutation RestoreAuditEvent($id: ID!) {\n    restoreAuditEvent(id: $id) {\n      ...AuditEventFields\n      restores {\n        id\n        undoable\n        restoredById\n      }\n    }\n  }\n": typeof types.RestoreAuditEventDocument,
    "\n  subscription AuditEventAdded {\n    auditEventAdded {\n      ...AuditEventFields\n    }\n  }\n": typeof types.AuditEventAddedDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      endedSessionIds\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        ...SessionUser\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  fragment SessionUser on AuthUser {\n    id\n    fullName\n    username\n    avatar\n    email\n    role\n    ability {\n      action\n      subject\n    }\n    extras {\n      eCommerceCartItemsCount\n    }\n    twoStepEnabled\n    twoStepEnrollmentRequired\n    emailVerified\n    emailVerificationRequired\n    language\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  fragment LiveActorFields on Actor {\n    id\n    fullName\n    avatar\n  }\n": typeof types.LiveActorFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query NavbarCartCount {\n    cartCount\n  }\n": types.NavbarCartCountDocument,
    "\n  mutation SetInterfaceLanguage($language: InterfaceLanguage!) {\n    setInterfaceLanguage(language: $language) {\n      id\n      language\n    }\n  }\n": types.SetInterfaceLanguageDocument,
    "\n  subscription AbilityChanged {\n    abilityChanged {\n      ...SessionUser\n    }\n  }\n": types.AbilityChangedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    createdAt\n    isRead\n    title\n    excerpt\n    count\n    contactId\n    contact {\n      id\n      fullName\n      avatar\n    }\n    taskId\n    eventId\n    startsAt\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query NotificationFeed($first: PositiveInt) {\n    notifications(first: $first) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n": types.NotificationFeedDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  subscription NotificationChanged {\n    notificationChanged {\n      change\n      notifications {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n": types.NotificationChangedDocument,
    "\n  subscription BookmarkChanged {\n    bookmarkChanged {\n      page {\n        ...SearchPageFields\n      }\n    }\n  }\n": types.BookmarkChangedDocument,
    "\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n": types.SearchPageFieldsFragmentDoc,
    "\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n": types.NavbarSearchDocument,
    "\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n": types.NavbarBookmarksDocument,
    "\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n": types.BookmarkSuggestionsDocument,
    "\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n": types.ToggleBookmarkDocument,
    "\n  fragment BulkJobFields on BulkJob {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n    batchId\n  }\n": types.BulkJobFieldsFragmentDoc,
    "\n  query BulkJob($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkJobDocument,
    "\n  subscription BulkJobProgress($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkJobProgressDocument,
    "\n  mutation CancelBulkJob($id: ID!) {\n    cancelBulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n": types.CancelBulkJobDocument,
    "\n  mutation RestoreAuditBatch($batchId: ID!) {\n    restoreAuditBatch(batchId: $batchId) {\n      ...BulkJobFields\n    }\n  }\n": types.RestoreAuditBatchDocument,
    "\n  fragment SavedViewFields on SavedView {\n    id\n    list\n    name\n    state\n    sharedWith\n    isDefault\n    isMine\n    canEdit\n    version\n  }\n": types.SavedViewFieldsFragmentDoc,
    "\n  query SavedViews($list: String!) {\n    savedViews(list: $list) {\n      ...SavedViewFields\n    }\n  }\n": types.SavedViewsDocument,
    "\n  mutation SaveView($input: SaveViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n": types.SaveViewDocument,
    "\n  mutation UpdateView($id: ID!, $input: UpdateViewInput!, $version: Int) {\n    updateView(id: $id, input: $input, version: $version) {\n      ...SavedViewFields\n    }\n  }\n": types.UpdateViewDocument,
    "\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n": types.DeleteViewDocument,
    "\n  subscription SavedViewChanged {\n    savedViewChanged {\n      change\n      list\n    }\n  }\n": types.SavedViewChangedDocument,
    "\n  query AuditActors {\n    auditActors {\n      id\n      fullName\n      role\n    }\n  }\n": types.AuditActorsDocument,
    "\n  fragment MailLetterFields on MailLetter {\n    id\n    kind\n    to\n    subject\n    status\n    tries\n    lastError\n    createdAt\n    sentAt\n  }\n": types.MailLetterFieldsFragmentDoc,
    "\n  query MailLog($status: MailStatus, $page: PositiveInt, $perPage: PositiveInt) {\n    mailLog(status: $status, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...MailLetterFields\n      }\n    }\n  }\n": types.MailLogDocument,
    "\n  subscription MailLetterChanged {\n    mailLetterChanged {\n      change\n      letter {\n        ...MailLetterFields\n      }\n    }\n  }\n": types.MailLetterChangedDocument,
    "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      ...SessionUser\n    }\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation AcceptInvitation($token: NonEmptyString!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      ...SessionFields\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation CompleteSignIn($challenge: String!, $code: String!) {\n    completeSignIn(challenge: $challenge, code: $code) {\n      ...SessionFields\n    }\n  }\n": types.CompleteSignInDocument,
    "\n  mutation RequestPasswordReset($email: EmailAddress!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  query PasswordResetEmail($token: String!) {\n    passwordResetEmail(token: $token)\n  }\n": types.PasswordResetEmailDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n": types.VerifyEmailDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n": types.SessionMeDocument,
    "\n  mutation AddEvent($input: EventInput!) {\n    addEvent(input: $input) {\n      ...EventFields\n    }\n  }\n": types.AddEventDocument,
    "\n  fragment EventFields on Event {\n    id\n    url\n    title\n    start\n    end\n    allDay\n    version\n    updatedBy\n    updatedAt\n    extendedProps {\n      calendar\n      guests\n      location\n      description\n    }\n  }\n": types.EventFieldsFragmentDoc,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventFields\n    }\n  }\n": types.EventDocument,
    "\n  query CalendarEvents($calendars: [CalendarCategory!]) {\n    events(calendars: $calendars) {\n      ...EventFields\n    }\n  }\n": types.CalendarEventsDocument,
    "\n  mutation RemoveEvent($id: ID!) {\n    removeEvent(id: $id) {\n      id\n    }\n  }\n": types.RemoveEventDocument,
    "\n  mutation UpdateEvent($id: ID!, $input: EventUpdateInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...EventFields\n    }\n  }\n": types.UpdateEventDocument,
    "\n  subscription CalendarEventChanged {\n    calendarEventChanged {\n      change\n      event {\n        ...EventFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": types.CalendarEventChangedDocument,
    "\n  fragment ChatContactFields on ChatContact {\n    id\n    fullName\n    role\n    about\n    avatar\n    status\n  }\n": types.ChatContactFieldsFragmentDoc,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    message\n    time\n    senderId\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ChatSummaryFields on Chat {\n    id\n    userId\n    unseenMsgs\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n  }\n": types.ChatSummaryFieldsFragmentDoc,
    "\n  fragment ChatConversationFields on Chat {\n    id\n    userId\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n": types.ChatConversationFieldsFragmentDoc,
    "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    avatar\n    fullName\n    role\n    about\n    status\n    settings {\n      isTwoStepAuthVerificationEnabled\n      isNotificationsOn\n    }\n  }\n": types.ChatProfileFieldsFragmentDoc,
    "\n  query ChatProfile {\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n": types.ChatProfileDocument,
    "\n  query Chat($contactId: ID!) {\n    chat(contactId: $contactId) {\n      ...ChatConversationFields\n    }\n  }\n": types.ChatDocument,
    "\n  query ChatsAndContacts {\n    chatsAndContacts {\n      chats {\n        ...ChatSummaryFields\n      }\n      contacts {\n        ...ChatContactFields\n      }\n    }\n  }\n": types.ChatsAndContactsDocument,
    "\n  mutation OpenChat($contactId: ID!) {\n    openChat(contactId: $contactId) {\n      id\n      unseenMsgs\n    }\n  }\n": types.OpenChatDocument,
    "\n  mutation SendMessage($contactId: ID!, $message: NonEmptyString!) {\n    sendMessage(contactId: $contactId, message: $message) {\n      message {\n        ...ChatMessageFields\n      }\n      chat {\n        ...ChatSummaryFields\n        ...ChatConversationFields\n      }\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation SetChatTyping($contactId: ID!, $isTyping: Boolean!) {\n    setChatTyping(contactId: $contactId, isTyping: $isTyping)\n  }\n": types.SetChatTypingDocument,
    "\n  mutation UpdateChatProfile($input: ChatProfileInput!) {\n    updateChatProfile(input: $input) {\n      ...ChatProfileFields\n    }\n  }\n": types.UpdateChatProfileDocument,
    "\n  subscription ChatChanged {\n    chatChanged {\n      change\n      reason\n      chat {\n        ...ChatSummaryFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatChangedDocument,
    "\n  subscription ChatUserChanged {\n    chatUserChanged {\n      contact {\n        ...ChatContactFields\n      }\n      profile {\n        ...ChatProfileFields\n      }\n    }\n  }\n": types.ChatUserChangedDocument,
    "\n  subscription ChatTyping {\n    chatTyping {\n      contactId\n      isTyping\n      expiresAt\n    }\n  }\n": types.ChatTypingDocument,
    "\n  query DashboardSupportTracker($period: AnalyticsPeriod) {\n    supportTracker(period: $period) {\n      period\n      totalTicket\n      newTicket\n      openTicket\n      responseTime\n      completedPercent\n    }\n  }\n": types.DashboardSupportTrackerDocument,
    "\n  query DashboardAvgSessions($period: AnalyticsPeriod) {\n    avgSessions(period: $period) {\n      period\n      sessions\n      growth\n      labels\n      series\n      goal\n      goalProgress\n      users\n      usersProgress\n      retention\n      retentionProgress\n      duration\n      durationProgress\n    }\n  }\n": types.DashboardAvgSessionsDocument,
    "\n  query DashboardRevenueReport($year: Int) {\n    revenueReport(year: $year) {\n      year\n      years\n      labels\n      earning\n      expense\n      totalEarning\n      totalExpense\n      budget\n      budgetSeries\n    }\n  }\n": types.DashboardRevenueReportDocument,
    "\n  query DashboardGoalOverview {\n    goalOverview {\n      completed\n      inProgress\n      percent\n    }\n  }\n": types.DashboardGoalOverviewDocument,
    "\n  query DashboardRevenue {\n    revenue {\n      labels\n      currentMonth\n      previousMonth\n      currentTotal\n      previousTotal\n    }\n  }\n": types.DashboardRevenueDocument,
    "\n  query DashboardProductOrders($period: AnalyticsPeriod) {\n    productOrders(period: $period) {\n      period\n      finished\n      pending\n      rejected\n      total\n      series\n    }\n  }\n": types.DashboardProductOrdersDocument,
    "\n  query DashboardSessionsByDevice($period: AnalyticsPeriod) {\n    sessionsByDevice(period: $period) {\n      period\n      devices {\n        device\n        name\n        usage\n        upDown\n      }\n    }\n  }\n": types.DashboardSessionsByDeviceDocument,
    "\n  query DashboardCustomers($period: AnalyticsPeriod) {\n    customers(period: $period) {\n      period\n      new\n      returning\n      referrals\n      total\n    }\n  }\n": types.DashboardCustomersDocument,
    "\n  query DashboardStatistics($kind: StatisticsKind!, $period: AnalyticsPeriod) {\n    statistics(kind: $kind, period: $period) {\n      kind\n      period\n      title\n      unit\n      total\n      growth\n      labels\n      series {\n        name\n        data\n      }\n    }\n  }\n": types.DashboardStatisticsDocument,
    "\n  mutation BulkUpdateEmployees($selection: EmployeeSelection!, $patch: EmployeePatch!) {\n    bulkUpdateEmployees(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkUpdateEmployeesDocument,
    "\n  fragment EmployeeFields on Employee {\n    id\n    avatar\n    fullName\n    post\n    email\n    city\n    startedOn\n    salaryAmount\n    age\n    experienceYears\n    status\n  }\n": types.EmployeeFieldsFragmentDoc,
    "\n  query EmployeesCsv($q: String, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employeesCsv(q: $q, sortColumn: $sortColumn, sort: $sort)\n  }\n": types.EmployeesCsvDocument,
    "\n  query Employees($q: String, $page: PositiveInt, $perPage: PositiveInt, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employees(q: $q, page: $page, perPage: $perPage, sortColumn: $sortColumn, sort: $sort) {\n      total\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n": types.EmployeesDocument,
    "\n  query DemoAutocomplete($q: String, $limit: PositiveInt) {\n    autocomplete(q: $q, limit: $limit) {\n      id\n      title\n      rank\n    }\n  }\n": types.DemoAutocompleteDocument,
    "\n  mutation AddToCart($productId: ID!) {\n    addToCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  mutation UpdateCartItemQuantity($productId: ID!, $qty: PositiveInt!) {\n    updateCartItemQuantity(productId: $productId, qty: $qty) {\n      id\n      qty\n    }\n  }\n": types.UpdateCartItemQuantityDocument,
    "\n  query Cart {\n    cart {\n      ...CartLineFields\n    }\n  }\n": types.CartDocument,
    "\n  query ProductDetail($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductCardFields\n      colorOptions\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query RelatedProducts($kind: String!) {\n    sameKind: products(q: $kind, perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n    featured: products(perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.RelatedProductsDocument,
    "\n  query ShopProducts($q: String!, $sortBy: ProductSort!, $page: PositiveInt!, $perPage: PositiveInt!) {\n    products(q: $q, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.ShopProductsDocument,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n": types.RemoveFromWishlistDocument,
    "\n  query Wishlist {\n    wishlist {\n      ...ProductCardFields\n    }\n  }\n": types.WishlistDocument,
    "\n  fragment CartLineFields on CartItem {\n    id\n    qty\n    shippingDate\n    offers\n    discountPercentage\n    product {\n      ...ProductCardFields\n    }\n  }\n": types.CartLineFieldsFragmentDoc,
    "\n  fragment ProductFlags on Product {\n    id\n    isInWishlist\n    isInCart\n  }\n": types.ProductFlagsFragmentDoc,
    "\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    description\n    brand\n    price\n    image\n    hasFreeShipping\n    rating\n    ...ProductFlags\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  subscription CartChanged {\n    cartChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n      item {\n        ...CartLineFields\n      }\n      cartCount\n    }\n  }\n": types.CartChangedDocument,
    "\n  subscription WishlistChanged {\n    wishlistChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.WishlistChangedDocument,
    "\n  query AdjacentEmail($id: ID!, $dir: PageDirection!) {\n    adjacentEmail(id: $id, dir: $dir) {\n      ...EmailDetailFields\n    }\n  }\n": types.AdjacentEmailDocument,
    "\n  fragment EmailRowFields on Email {\n    id\n    from {\n      email\n      name\n      avatar\n    }\n    subject\n    message\n    time\n    folder\n    labels\n    isRead\n    isStarred\n    attachments {\n      fileName\n    }\n  }\n": types.EmailRowFieldsFragmentDoc,
    "\n  fragment EmailsMetaFields on EmailsMeta {\n    inbox\n    draft\n    spam\n  }\n": types.EmailsMetaFieldsFragmentDoc,
    "\n  fragment EmailDetailFields on Email {\n    ...EmailRowFields\n    to {\n      name\n      email\n    }\n    cc\n    bcc\n    attachments {\n      fileName\n      thumbnail\n      url\n      size\n    }\n    replies {\n      id\n      from {\n        email\n        name\n        avatar\n      }\n      to {\n        name\n        email\n      }\n      subject\n      message\n      time\n      attachments {\n        fileName\n        thumbnail\n        url\n        size\n      }\n    }\n    hasPreviousMail\n    hasNextMail\n  }\n": types.EmailDetailFieldsFragmentDoc,
    "\n  query Email($id: ID!) {\n    email(id: $id) {\n      ...EmailDetailFields\n    }\n  }\n": types.EmailDocument,
    "\n  query EmailsMeta {\n    emailsMeta {\n      ...EmailsMetaFields\n    }\n  }\n": types.EmailsMetaDocument,
    "\n  query Emails($q: String, $folder: MailFolder, $label: MailLabel, $page: Int, $perPage: Int) {\n    emails(q: $q, folder: $folder, label: $label, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...EmailRowFields\n      }\n    }\n  }\n": types.EmailsDocument,
    "\n  mutation SaveDraft($input: ComposeEmailInput!) {\n    saveDraft(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": types.SaveDraftDocument,
    "\n  mutation SendEmail($input: ComposeEmailInput!) {\n    sendEmail(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": types.SendEmailDocument,
    "\n  mutation ToggleEmailLabel($ids: [ID!]!, $label: MailLabel!) {\n    toggleEmailLabel(ids: $ids, label: $label) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": types.ToggleEmailLabelDocument,
    "\n  mutation UpdateEmails($ids: [ID!]!, $input: EmailFlagsInput!) {\n    updateEmails(ids: $ids, input: $input) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n": types.UpdateEmailsDocument,
    "\n  subscription EmailsChanged {\n    emailsChanged {\n      change\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": types.EmailsChangedDocument,
    "\n  fragment ImportJobFields on ImportJob {\n    id\n    list\n    status\n    mode\n    total\n    created\n    updated\n    unchanged\n    skipped\n    failed\n    batchId\n  }\n": types.ImportJobFieldsFragmentDoc,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n": types.ImportJobDocument,
    "\n  subscription ImportJobProgress($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n": types.ImportJobProgressDocument,
    "\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) {\n      ...ImportJobFields\n    }\n  }\n": types.CancelImportDocument,
    "\n  mutation AddInvoice($input: InvoiceInput!) {\n    addInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n": types.AddInvoiceDocument,
    "\n  mutation BulkMarkInvoicesSent($selection: InvoiceSelection!) {\n    bulkMarkInvoicesSent(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkMarkInvoicesSentDocument,
    "\n  mutation BulkDeleteInvoices($selection: InvoiceSelection!) {\n    bulkDeleteInvoices(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkDeleteInvoicesDocument,
    "\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      ...InvoiceFields\n    }\n  }\n": types.DeleteInvoiceDocument,
    "\n  query InvoiceClients($first: PositiveInt) {\n    invoiceClients(first: $first) {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n": types.InvoiceClientsDocument,
    "\n  fragment InvoiceFields on Invoice {\n    id\n    issuedDate\n    dueDate\n    service\n    total\n    balance\n    avatar\n    invoiceStatus\n    version\n    updatedBy\n    updatedAt\n    client {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n": types.InvoiceFieldsFragmentDoc,
    "\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceFields\n      paymentDetails {\n        totalDue\n        bankName\n        country\n        iban\n        swiftCode\n      }\n    }\n  }\n": types.InvoiceDocument,
    "\n  query Invoices($q: String, $status: InvoiceStatus, $sortColumn: InvoiceSortColumn, $sort: SortDirection, $page: PositiveInt, $perPage: PositiveInt) {\n    invoices(q: $q, status: $status, sortColumn: $sortColumn, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...InvoiceFields\n      }\n    }\n  }\n": types.InvoicesDocument,
    "\n  mutation SendInvoice($id: ID!, $input: SendInvoiceInput!) {\n    sendInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n": types.SendInvoiceDocument,
    "\n  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!, $version: Int) {\n    updateInvoice(id: $id, input: $input, version: $version) {\n      ...InvoiceFields\n    }\n  }\n": types.UpdateInvoiceDocument,
    "\n  subscription InvoiceChanged {\n    invoiceChanged {\n      change\n      invoice {\n        ...InvoiceFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": types.InvoiceChangedDocument,
    "\n  query AccountSettingsPage {\n    accountSettings {\n      ...AccountSettingsFields\n    }\n  }\n  fragment AccountSettingsFields on AccountSettings {\n    id\n    general {\n      avatar\n      username\n      fullName\n      email\n      pendingEmail\n      company\n    }\n    info {\n      bio\n      dob\n      country\n      website\n      phone\n    }\n    social {\n      socialLinks {\n        twitter\n        facebook\n        google\n        linkedIn\n        instagram\n        quora\n      }\n      connections {\n        connectedAccounts {\n          id\n          title\n          subtitle\n          img\n          connected\n        }\n        socialAccounts {\n          id\n          title\n          img\n          linked\n          url\n        }\n      }\n    }\n    notification {\n      commentOnArticle\n      answerOnForm\n      followMe\n      newAnnouncements\n      productUpdates\n      blogDigest\n    }\n  }\n": types.AccountSettingsPageDocument,
    "\n  mutation UpdateAccountGeneral($input: AccountGeneralInput!) {\n    updateAccountGeneral(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": types.UpdateAccountGeneralDocument,
    "\n  mutation UpdateAccountInfo($input: AccountInfoInput!) {\n    updateAccountInfo(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": types.UpdateAccountInfoDocument,
    "\n  mutation UpdateAccountSocial($input: AccountSocialInput!) {\n    updateAccountSocial(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": types.UpdateAccountSocialDocument,
    "\n  mutation UpdateAccountNotifications($input: AccountNotificationsInput!) {\n    updateAccountNotifications(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n": types.UpdateAccountNotificationsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      ok\n      endedSessionIds\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query AccountSessions {\n    accountSessions {\n      ...AccountSessionFields\n    }\n  }\n  fragment AccountSessionFields on AccountSession {\n    id\n    createdAt\n    lastUsedAt\n    address\n    current\n    device {\n      browser\n      os\n      platform\n    }\n  }\n": types.AccountSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      endedSessionIds\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      endedSessionIds\n    }\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation ResendEmailChange {\n    resendEmailChange {\n      id\n      pendingEmail\n    }\n  }\n": types.ResendEmailChangeDocument,
    "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      id\n      pendingEmail\n    }\n  }\n": types.CancelEmailChangeDocument,
    "\n  query TwoStepPanel {\n    twoStepStatus {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      required\n    }\n    me {\n      ...SessionUser\n    }\n  }\n": types.TwoStepPanelDocument,
    "\n  mutation BeginTwoStepEnrollment {\n    beginTwoStepEnrollment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n": types.BeginTwoStepEnrollmentDocument,
    "\n  mutation ConfirmTwoStepEnrollment($code: String!) {\n    confirmTwoStepEnrollment(code: $code)\n  }\n": types.ConfirmTwoStepEnrollmentDocument,
    "\n  mutation DisableTwoStep($password: String!, $code: String!) {\n    disableTwoStep(password: $password, code: $code)\n  }\n": types.DisableTwoStepDocument,
    "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    access\n    last4\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedFrom\n    revokedAt\n  }\n": types.ApiKeyFieldsFragmentDoc,
    "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query BlogList($q: String) {\n    blogPosts(q: $q) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      blogPosted\n      categories\n      tags\n      excerpt\n      comment\n    }\n  }\n": types.BlogListDocument,
    "\n  query BlogSidebar {\n    blogSidebar {\n      recentPosts {\n        id\n        title\n        img\n        createdTime\n      }\n      categories {\n        category\n        value\n        icon\n      }\n    }\n  }\n": types.BlogSidebarDocument,
    "\n  fragment BlogCommentFields on BlogComment {\n    id\n    avatar\n    userFullName\n    commentedAt\n    commentText\n  }\n": types.BlogCommentFieldsFragmentDoc,
    "\n  fragment BlogEditFields on BlogPost {\n    id\n    title\n    slug\n    categories\n    blogCategories {\n      value\n      label\n    }\n    status\n    excerpt\n    featuredImage\n    img\n  }\n": types.BlogEditFieldsFragmentDoc,
    "\n  query BlogPostDetail($id: ID) {\n    blogPost(id: $id) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      createdTime\n      tags\n      content\n      bookmarked\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n": types.BlogPostDetailDocument,
    "\n  query BlogEdit($id: ID) {\n    blogEdit(id: $id) {\n      ...BlogEditFields\n      avatar\n      userFullName\n      createdTime\n    }\n  }\n": types.BlogEditDocument,
    "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      ...BlogEditFields\n      tags\n    }\n  }\n": types.UpdateBlogPostDocument,
    "\n  mutation ToggleBlogBookmark($id: ID!) {\n    toggleBlogBookmark(id: $id) {\n      id\n      bookmarked\n    }\n  }\n": types.ToggleBlogBookmarkDocument,
    "\n  mutation AddBlogComment($id: ID!, $text: String!) {\n    addBlogComment(id: $id, text: $text) {\n      id\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n": types.AddBlogCommentDocument,
    "\n  query FaqPage($q: String) {\n    faq(q: $q) {\n      key\n      icon\n      title\n      subtitle\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n": types.FaqPageDocument,
    "\n  query KnowledgeBase {\n    knowledgeBase {\n      id\n      category\n      img\n      title\n      desc\n    }\n  }\n": types.KnowledgeBaseDocument,
    "\n  query KbCategory($slug: String!) {\n    kbCategory(slug: $slug) {\n      id\n      title\n      icon\n      iconColor\n      questions {\n        id\n        question\n        slug\n      }\n    }\n  }\n": types.KbCategoryDocument,
    "\n  query KbQuestion($category: String!, $slug: String!) {\n    kbQuestion(category: $category, slug: $slug) {\n      id\n      category\n      slug\n      title\n      lastUpdated\n      content\n      relatedQuestions {\n        id\n        question\n        slug\n      }\n    }\n  }\n": types.KbQuestionDocument,
    "\n  query PricingPage {\n    pricing {\n      basicPlan {\n        ...PricingPlanFields\n      }\n      standardPlan {\n        ...PricingPlanFields\n      }\n      enterprisePlan {\n        ...PricingPlanFields\n      }\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n  fragment PricingPlanFields on PricingPlan {\n    title\n    img\n    subtitle\n    monthlyPrice\n    yearlyPlan {\n      perMonth\n      totalAnnual\n    }\n    planBenefits\n    popular\n  }\n": types.PricingPageDocument,
    "\n  query ProfilePage {\n    profile {\n      header {\n        avatar\n        username\n        designation\n        coverImg\n      }\n      userAbout {\n        about\n        joined\n        lives\n        email\n        website\n      }\n      suggestedPages {\n        id\n        avatar\n        username\n        subtitle\n        favorite\n      }\n      twitterFeeds {\n        id\n        imgUrl\n        title\n        desc\n        tags\n        favorite\n      }\n      posts {\n        ...ProfilePostFields\n      }\n      latestPhotos {\n        id\n        img\n      }\n      suggestions {\n        id\n        avatar\n        name\n        mutualFriend\n      }\n      pollQuestion\n      polls {\n        ...PollOptionFields\n      }\n    }\n  }\n  fragment ProfilePostFields on ProfilePost {\n    id\n    avatar\n    username\n    postTime\n    postText\n    postImg\n    likes\n    youLiked\n    comments\n    share\n    likedUsers {\n      avatar\n      username\n    }\n    likedCount\n    detailedComments {\n      id\n      avatar\n      username\n      comment\n      commentsLikes\n      youLiked\n    }\n  }\n  fragment PollOptionFields on PollOption {\n    id\n    name\n    votes\n    result\n    votedByMe\n    votedUser {\n      img\n      username\n    }\n  }\n": types.ProfilePageDocument,
    "\n  mutation LikePost($id: ID!) {\n    likePost(id: $id) {\n      id\n      likes\n      youLiked\n      likedCount\n      likedUsers {\n        avatar\n        username\n      }\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation VotePoll($option: ID!) {\n    votePoll(option: $option) {\n      ...PollOptionFields\n    }\n  }\n": types.VotePollDocument,
    "\n  fragment AccountFields on Account {\n    id\n    email\n    fullName\n    username\n    avatar\n    role\n    active\n    lastSignInAt\n    invitedUntil\n    twoStepEnabled\n    emailVerified\n  }\n": types.AccountFieldsFragmentDoc,
    "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      account {\n        ...AccountFields\n      }\n      inviteUrl\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation UpdateAccountRole($id: ID!, $role: AccountRole!) {\n    updateAccountRole(id: $id, role: $role) {\n      ...AccountFields\n    }\n  }\n": types.UpdateAccountRoleDocument,
    "\n  mutation SetAccountActive($id: ID!, $active: Boolean!) {\n    setAccountActive(id: $id, active: $active) {\n      ...AccountFields\n    }\n  }\n": types.SetAccountActiveDocument,
    "\n  mutation ResetTwoStep($accountId: ID!) {\n    resetTwoStep(accountId: $accountId) {\n      ...AccountFields\n    }\n  }\n": types.ResetTwoStepDocument,
    "\n  mutation SendPasswordReset($id: ID!) {\n    sendPasswordReset(id: $id)\n  }\n": types.SendPasswordResetDocument,
    "\n  query Accounts($q: String, $role: AccountRole, $active: Boolean, $page: PositiveInt, $perPage: PositiveInt) {\n    accounts(q: $q, role: $role, active: $active, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...AccountFields\n      }\n    }\n  }\n": types.AccountsDocument,
    "\n  query AccountRoleCounts {\n    accountRoleCounts {\n      role\n      count\n    }\n  }\n": types.AccountRoleCountsDocument,
    "\n  mutation AddPermission($name: NonEmptyString!, $assignedTo: [PermissionRole!], $grants: [GrantInput!]) {\n    addPermission(name: $name, assignedTo: $assignedTo, grants: $grants) {\n      ...PermissionFields\n    }\n  }\n": types.AddPermissionDocument,
    "\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n": types.DeletePermissionDocument,
    "\n  fragment PermissionFields on Permission {\n    id\n    name\n    assignedTo\n    grants {\n      action\n      subject\n    }\n    createdDate\n    version\n    updatedBy\n    updatedAt\n  }\n": types.PermissionFieldsFragmentDoc,
    "\n  query Permission($id: ID!) {\n    permission(id: $id) {\n      ...PermissionFields\n    }\n  }\n": types.PermissionDocument,
    "\n  query Permissions($q: String, $assignedTo: PermissionRole, $page: PositiveInt, $perPage: PositiveInt) {\n    permissions(q: $q, assignedTo: $assignedTo, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PermissionFields\n      }\n    }\n  }\n": types.PermissionsDocument,
    "\n  query RolesOverview {\n    allPermissions {\n      ...PermissionFields\n    }\n  }\n": types.RolesOverviewDocument,
    "\n  mutation UpdatePermission($id: ID!, $name: NonEmptyString, $assignedTo: [PermissionRole!], $grants: [GrantInput!], $version: Int) {\n    updatePermission(id: $id, name: $name, assignedTo: $assignedTo, grants: $grants, version: $version) {\n      ...PermissionFields\n    }\n  }\n": types.UpdatePermissionDocument,
    "\n  subscription AccountChanged {\n    accountChanged {\n      change\n      account {\n        ...AccountFields\n      }\n      previous {\n        role\n        active\n      }\n      roleCounts {\n        role\n        count\n      }\n    }\n  }\n": types.AccountChangedDocument,
    "\n  subscription PermissionChanged {\n    permissionChanged {\n      change\n      permission {\n        ...PermissionFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": types.PermissionChangedDocument,
    "\n  mutation AddTask($input: TaskInput!) {\n    addTask(input: $input) {\n      ...TaskFields\n    }\n  }\n": types.AddTaskDocument,
    "\n  query TaskAssignees {\n    assignees {\n      id\n      fullName\n      avatar\n    }\n  }\n": types.TaskAssigneesDocument,
    "\n  mutation BulkUpdateTasks($selection: TaskSelection!, $patch: TaskPatch!) {\n    bulkUpdateTasks(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkUpdateTasksDocument,
    "\n  mutation BulkDeleteTasks($selection: TaskSelection!) {\n    bulkDeleteTasks(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkDeleteTasksDocument,
    "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n": types.DeleteTaskDocument,
    "\n  fragment TaskFields on Task {\n    id\n    title\n    dueDate\n    description\n    tags\n    isCompleted\n    isDeleted\n    isImportant\n    version\n    updatedBy\n    updatedAt\n    assignee {\n      id\n      fullName\n      avatar\n    }\n    guestAssignee {\n      fullName\n      avatar\n    }\n  }\n": types.TaskFieldsFragmentDoc,
    "\n  query Task($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n": types.TaskDocument,
    "\n  query Tasks($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort, $page: Int, $perPage: Int) {\n    tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...TaskFields\n      }\n    }\n  }\n": types.TasksDocument,
    "\n  mutation UpdateTask($id: ID!, $input: TaskUpdateInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n": types.UpdateTaskDocument,
    "\n  subscription TaskChanged {\n    taskChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": types.TaskChangedDocument,
    "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n": types.AddUserDocument,
    "\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n": types.AllUsersDocument,
    "\n  mutation BulkUpdateUsers($selection: UserSelection!, $patch: UserPatch!) {\n    bulkUpdateUsers(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkUpdateUsersDocument,
    "\n  mutation BulkDeleteUsers($selection: UserSelection!) {\n    bulkDeleteUsers(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n": types.BulkDeleteUsersDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n": types.DeleteUserDocument,
    "\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n": types.FirstUserDocument,
    "\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n": types.UserDocument,
    "\n  query UserSignIn($id: ID!) {\n    user(id: $id) {\n      id\n      account {\n        id\n        role\n        active\n        lastSignInAt\n        invitedUntil\n        emailVerified\n      }\n    }\n  }\n": types.UserSignInDocument,
    "\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...UserFields\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  subscription UserChanged {\n    userChanged {\n      change\n      user {\n        ...UserFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n": types.UserChangedDocument,
    "\n  fragment AuditEventFields on AuditEvent {\n    id\n    at\n    action\n    subject\n    recordId\n    face\n    actor {\n      id\n      fullName\n      role\n      viaKey\n    }\n    changes {\n      field\n      before\n      after\n    }\n    undoable\n    restoredById\n  }\n": types.AuditEventFieldsFragmentDoc,
    "\n  query AuditEvents($subject: String, $recordId: ID, $actorId: ID, $action: AuditAction, $from: DateTime, $to: DateTime, $first: Int, $after: String) {\n    auditEvents(subject: $subject, recordId: $recordId, actorId: $actorId, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      items {\n        ...AuditEventFields\n      }\n      nextCursor\n    }\n  }\n": types.AuditEventsDocument,
    "\n  mutation RestoreAuditEvent($id: ID!) {\n    restoreAuditEvent(id: $id) {\n      ...AuditEventFields\n      restores {\n        id\n        undoable\n        restoredById\n      }\n    }\n  }\n": types.RestoreAuditEventDocument,
    "\n  subscription AuditEventAdded {\n    auditEventAdded {\n      ...AuditEventFields\n    }\n  }\n": types.AuditEventAddedDocument,
    "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      endedSessionIds\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        ...SessionUser\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  fragment SessionUser on AuthUser {\n    id\n    fullName\n    username\n    avatar\n    email\n    role\n    ability {\n      action\n      subject\n    }\n    extras {\n      eCommerceCartItemsCount\n    }\n    twoStepEnabled\n    twoStepEnrollmentRequired\n    emailVerified\n    emailVerificationRequired\n    language\n  }\n": types.SessionUserFragmentDoc,
    "\n  fragment LiveActorFields on Actor {\n    id\n    fullName\n    avatar\n  }\n": types.LiveActorFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavbarCartCount {\n    cartCount\n  }\n"): (typeof documents)["\n  query NavbarCartCount {\n    cartCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInterfaceLanguage($language: InterfaceLanguage!) {\n    setInterfaceLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetInterfaceLanguage($language: InterfaceLanguage!) {\n    setInterfaceLanguage(language: $language) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AbilityChanged {\n    abilityChanged {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  subscription AbilityChanged {\n    abilityChanged {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    createdAt\n    isRead\n    title\n    excerpt\n    count\n    contactId\n    contact {\n      id\n      fullName\n      avatar\n    }\n    taskId\n    eventId\n    startsAt\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    kind\n    createdAt\n    isRead\n    title\n    excerpt\n    count\n    contactId\n    contact {\n      id\n      fullName\n      avatar\n    }\n    taskId\n    eventId\n    startsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationFeed($first: PositiveInt) {\n    notifications(first: $first) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query NotificationFeed($first: PositiveInt) {\n    notifications(first: $first) {\n      items {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      notifications {\n        id\n        isRead\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationChanged {\n    notificationChanged {\n      change\n      notifications {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationChanged {\n    notificationChanged {\n      change\n      notifications {\n        ...NotificationFields\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookmarkChanged {\n    bookmarkChanged {\n      page {\n        ...SearchPageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BookmarkChanged {\n    bookmarkChanged {\n      page {\n        ...SearchPageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n"): (typeof documents)["\n  fragment SearchPageFields on SearchPage {\n    id\n    target\n    isBookmarked\n    title\n    icon\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NavbarSearch($q: String!) {\n    search(q: $q) {\n      groupTitle\n      searchLimit\n      data {\n        __typename\n        ... on SearchPage {\n          ...SearchPageFields\n        }\n        ... on SearchFile {\n          title\n          by\n          size\n          file\n        }\n        ... on SearchContact {\n          title\n          email\n          img\n          date\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n"): (typeof documents)["\n  query NavbarBookmarks {\n    bookmarks {\n      ...SearchPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n"): (typeof documents)["\n  query BookmarkSuggestions {\n    bookmarkSuggestions {\n      ...SearchPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleBookmark($id: ID!) {\n    toggleBookmark(id: $id) {\n      ...SearchPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkJobFields on BulkJob {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n    batchId\n  }\n"): (typeof documents)["\n  fragment BulkJobFields on BulkJob {\n    id\n    kind\n    status\n    total\n    done\n    skipped\n    failed\n    batchId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkJob($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  query BulkJob($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BulkJobProgress($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  subscription BulkJobProgress($id: ID!) {\n    bulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBulkJob($id: ID!) {\n    cancelBulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBulkJob($id: ID!) {\n    cancelBulkJob(id: $id) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAuditBatch($batchId: ID!) {\n    restoreAuditBatch(batchId: $batchId) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAuditBatch($batchId: ID!) {\n    restoreAuditBatch(batchId: $batchId) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedViewFields on SavedView {\n    id\n    list\n    name\n    state\n    sharedWith\n    isDefault\n    isMine\n    canEdit\n    version\n  }\n"): (typeof documents)["\n  fragment SavedViewFields on SavedView {\n    id\n    list\n    name\n    state\n    sharedWith\n    isDefault\n    isMine\n    canEdit\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedViews($list: String!) {\n    savedViews(list: $list) {\n      ...SavedViewFields\n    }\n  }\n"): (typeof documents)["\n  query SavedViews($list: String!) {\n    savedViews(list: $list) {\n      ...SavedViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveView($input: SaveViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveView($input: SaveViewInput!) {\n    saveView(input: $input) {\n      ...SavedViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateView($id: ID!, $input: UpdateViewInput!, $version: Int) {\n    updateView(id: $id, input: $input, version: $version) {\n      ...SavedViewFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateView($id: ID!, $input: UpdateViewInput!, $version: Int) {\n    updateView(id: $id, input: $input, version: $version) {\n      ...SavedViewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteView($id: ID!) {\n    deleteView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SavedViewChanged {\n    savedViewChanged {\n      change\n      list\n    }\n  }\n"): (typeof documents)["\n  subscription SavedViewChanged {\n    savedViewChanged {\n      change\n      list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditActors {\n    auditActors {\n      id\n      fullName\n      role\n    }\n  }\n"): (typeof documents)["\n  query AuditActors {\n    auditActors {\n      id\n      fullName\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MailLetterFields on MailLetter {\n    id\n    kind\n    to\n    subject\n    status\n    tries\n    lastError\n    createdAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment MailLetterFields on MailLetter {\n    id\n    kind\n    to\n    subject\n    status\n    tries\n    lastError\n    createdAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailLog($status: MailStatus, $page: PositiveInt, $perPage: PositiveInt) {\n    mailLog(status: $status, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...MailLetterFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailLog($status: MailStatus, $page: PositiveInt, $perPage: PositiveInt) {\n    mailLog(status: $status, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...MailLetterFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MailLetterChanged {\n    mailLetterChanged {\n      change\n      letter {\n        ...MailLetterFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MailLetterChanged {\n    mailLetterChanged {\n      change\n      letter {\n        ...MailLetterFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  fragment SessionFields on AuthPayload {\n    accessToken\n    refreshToken\n    userData {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: EmailAddress!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      __typename\n      ... on AuthPayload {\n        ...SessionFields\n      }\n      ... on RegistrationError {\n        email\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: NonEmptyString!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: NonEmptyString!, $password: String!) {\n    acceptInvitation(token: $token, password: $password) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignIn($challenge: String!, $code: String!) {\n    completeSignIn(challenge: $challenge, code: $code) {\n      ...SessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignIn($challenge: String!, $code: String!) {\n    completeSignIn(challenge: $challenge, code: $code) {\n      ...SessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: EmailAddress!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: EmailAddress!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetEmail($token: String!) {\n    passwordResetEmail(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetEmail($token: String!) {\n    passwordResetEmail(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEvent($input: EventInput!) {\n    addEvent(input: $input) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddEvent($input: EventInput!) {\n    addEvent(input: $input) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventFields on Event {\n    id\n    url\n    title\n    start\n    end\n    allDay\n    version\n    updatedBy\n    updatedAt\n    extendedProps {\n      calendar\n      guests\n      location\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment EventFields on Event {\n    id\n    url\n    title\n    start\n    end\n    allDay\n    version\n    updatedBy\n    updatedAt\n    extendedProps {\n      calendar\n      guests\n      location\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarEvents($calendars: [CalendarCategory!]) {\n    events(calendars: $calendars) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  query CalendarEvents($calendars: [CalendarCategory!]) {\n    events(calendars: $calendars) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEvent($id: ID!) {\n    removeEvent(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveEvent($id: ID!) {\n    removeEvent(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($id: ID!, $input: EventUpdateInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...EventFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($id: ID!, $input: EventUpdateInput!) {\n    updateEvent(id: $id, input: $input) {\n      ...EventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CalendarEventChanged {\n    calendarEventChanged {\n      change\n      event {\n        ...EventFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CalendarEventChanged {\n    calendarEventChanged {\n      change\n      event {\n        ...EventFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatContactFields on ChatContact {\n    id\n    fullName\n    role\n    about\n    avatar\n    status\n  }\n"): (typeof documents)["\n  fragment ChatContactFields on ChatContact {\n    id\n    fullName\n    role\n    about\n    avatar\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    message\n    time\n    senderId\n  }\n"): (typeof documents)["\n  fragment ChatMessageFields on ChatMessage {\n    id\n    message\n    time\n    senderId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatSummaryFields on Chat {\n    id\n    userId\n    unseenMsgs\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChatSummaryFields on Chat {\n    id\n    userId\n    unseenMsgs\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatConversationFields on Chat {\n    id\n    userId\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n"): (typeof documents)["\n  fragment ChatConversationFields on Chat {\n    id\n    userId\n    lastMessage {\n      ...ChatMessageFields\n    }\n    contact {\n      ...ChatContactFields\n    }\n    messages {\n      ...ChatMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatProfileFields on ChatProfile {\n    id\n    avatar\n    fullName\n    role\n    about\n    status\n    settings {\n      isTwoStepAuthVerificationEnabled\n      isNotificationsOn\n    }\n  }\n"): (typeof documents)["\n  fragment ChatProfileFields on ChatProfile {\n    id\n    avatar\n    fullName\n    role\n    about\n    status\n    settings {\n      isTwoStepAuthVerificationEnabled\n      isNotificationsOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatProfile {\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ChatProfile {\n    chatProfile {\n      ...ChatProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Chat($contactId: ID!) {\n    chat(contactId: $contactId) {\n      ...ChatConversationFields\n    }\n  }\n"): (typeof documents)["\n  query Chat($contactId: ID!) {\n    chat(contactId: $contactId) {\n      ...ChatConversationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatsAndContacts {\n    chatsAndContacts {\n      chats {\n        ...ChatSummaryFields\n      }\n      contacts {\n        ...ChatContactFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatsAndContacts {\n    chatsAndContacts {\n      chats {\n        ...ChatSummaryFields\n      }\n      contacts {\n        ...ChatContactFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenChat($contactId: ID!) {\n    openChat(contactId: $contactId) {\n      id\n      unseenMsgs\n    }\n  }\n"): (typeof documents)["\n  mutation OpenChat($contactId: ID!) {\n    openChat(contactId: $contactId) {\n      id\n      unseenMsgs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($contactId: ID!, $message: NonEmptyString!) {\n    sendMessage(contactId: $contactId, message: $message) {\n      message {\n        ...ChatMessageFields\n      }\n      chat {\n        ...ChatSummaryFields\n        ...ChatConversationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($contactId: ID!, $message: NonEmptyString!) {\n    sendMessage(contactId: $contactId, message: $message) {\n      message {\n        ...ChatMessageFields\n      }\n      chat {\n        ...ChatSummaryFields\n        ...ChatConversationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetChatTyping($contactId: ID!, $isTyping: Boolean!) {\n    setChatTyping(contactId: $contactId, isTyping: $isTyping)\n  }\n"): (typeof documents)["\n  mutation SetChatTyping($contactId: ID!, $isTyping: Boolean!) {\n    setChatTyping(contactId: $contactId, isTyping: $isTyping)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChatProfile($input: ChatProfileInput!) {\n    updateChatProfile(input: $input) {\n      ...ChatProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChatProfile($input: ChatProfileInput!) {\n    updateChatProfile(input: $input) {\n      ...ChatProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatChanged {\n    chatChanged {\n      change\n      reason\n      chat {\n        ...ChatSummaryFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatChanged {\n    chatChanged {\n      change\n      reason\n      chat {\n        ...ChatSummaryFields\n      }\n      message {\n        ...ChatMessageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatUserChanged {\n    chatUserChanged {\n      contact {\n        ...ChatContactFields\n      }\n      profile {\n        ...ChatProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ChatUserChanged {\n    chatUserChanged {\n      contact {\n        ...ChatContactFields\n      }\n      profile {\n        ...ChatProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ChatTyping {\n    chatTyping {\n      contactId\n      isTyping\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  subscription ChatTyping {\n    chatTyping {\n      contactId\n      isTyping\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSupportTracker($period: AnalyticsPeriod) {\n    supportTracker(period: $period) {\n      period\n      totalTicket\n      newTicket\n      openTicket\n      responseTime\n      completedPercent\n    }\n  }\n"): (typeof documents)["\n  query DashboardSupportTracker($period: AnalyticsPeriod) {\n    supportTracker(period: $period) {\n      period\n      totalTicket\n      newTicket\n      openTicket\n      responseTime\n      completedPercent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardAvgSessions($period: AnalyticsPeriod) {\n    avgSessions(period: $period) {\n      period\n      sessions\n      growth\n      labels\n      series\n      goal\n      goalProgress\n      users\n      usersProgress\n      retention\n      retentionProgress\n      duration\n      durationProgress\n    }\n  }\n"): (typeof documents)["\n  query DashboardAvgSessions($period: AnalyticsPeriod) {\n    avgSessions(period: $period) {\n      period\n      sessions\n      growth\n      labels\n      series\n      goal\n      goalProgress\n      users\n      usersProgress\n      retention\n      retentionProgress\n      duration\n      durationProgress\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRevenueReport($year: Int) {\n    revenueReport(year: $year) {\n      year\n      years\n      labels\n      earning\n      expense\n      totalEarning\n      totalExpense\n      budget\n      budgetSeries\n    }\n  }\n"): (typeof documents)["\n  query DashboardRevenueReport($year: Int) {\n    revenueReport(year: $year) {\n      year\n      years\n      labels\n      earning\n      expense\n      totalEarning\n      totalExpense\n      budget\n      budgetSeries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardGoalOverview {\n    goalOverview {\n      completed\n      inProgress\n      percent\n    }\n  }\n"): (typeof documents)["\n  query DashboardGoalOverview {\n    goalOverview {\n      completed\n      inProgress\n      percent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardRevenue {\n    revenue {\n      labels\n      currentMonth\n      previousMonth\n      currentTotal\n      previousTotal\n    }\n  }\n"): (typeof documents)["\n  query DashboardRevenue {\n    revenue {\n      labels\n      currentMonth\n      previousMonth\n      currentTotal\n      previousTotal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardProductOrders($period: AnalyticsPeriod) {\n    productOrders(period: $period) {\n      period\n      finished\n      pending\n      rejected\n      total\n      series\n    }\n  }\n"): (typeof documents)["\n  query DashboardProductOrders($period: AnalyticsPeriod) {\n    productOrders(period: $period) {\n      period\n      finished\n      pending\n      rejected\n      total\n      series\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSessionsByDevice($period: AnalyticsPeriod) {\n    sessionsByDevice(period: $period) {\n      period\n      devices {\n        device\n        name\n        usage\n        upDown\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardSessionsByDevice($period: AnalyticsPeriod) {\n    sessionsByDevice(period: $period) {\n      period\n      devices {\n        device\n        name\n        usage\n        upDown\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardCustomers($period: AnalyticsPeriod) {\n    customers(period: $period) {\n      period\n      new\n      returning\n      referrals\n      total\n    }\n  }\n"): (typeof documents)["\n  query DashboardCustomers($period: AnalyticsPeriod) {\n    customers(period: $period) {\n      period\n      new\n      returning\n      referrals\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStatistics($kind: StatisticsKind!, $period: AnalyticsPeriod) {\n    statistics(kind: $kind, period: $period) {\n      kind\n      period\n      title\n      unit\n      total\n      growth\n      labels\n      series {\n        name\n        data\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardStatistics($kind: StatisticsKind!, $period: AnalyticsPeriod) {\n    statistics(kind: $kind, period: $period) {\n      kind\n      period\n      title\n      unit\n      total\n      growth\n      labels\n      series {\n        name\n        data\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateEmployees($selection: EmployeeSelection!, $patch: EmployeePatch!) {\n    bulkUpdateEmployees(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateEmployees($selection: EmployeeSelection!, $patch: EmployeePatch!) {\n    bulkUpdateEmployees(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeeFields on Employee {\n    id\n    avatar\n    fullName\n    post\n    email\n    city\n    startedOn\n    salaryAmount\n    age\n    experienceYears\n    status\n  }\n"): (typeof documents)["\n  fragment EmployeeFields on Employee {\n    id\n    avatar\n    fullName\n    post\n    email\n    city\n    startedOn\n    salaryAmount\n    age\n    experienceYears\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeesCsv($q: String, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employeesCsv(q: $q, sortColumn: $sortColumn, sort: $sort)\n  }\n"): (typeof documents)["\n  query EmployeesCsv($q: String, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employeesCsv(q: $q, sortColumn: $sortColumn, sort: $sort)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees($q: String, $page: PositiveInt, $perPage: PositiveInt, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employees(q: $q, page: $page, perPage: $perPage, sortColumn: $sortColumn, sort: $sort) {\n      total\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Employees($q: String, $page: PositiveInt, $perPage: PositiveInt, $sortColumn: EmployeeSortColumn, $sort: SortDirection) {\n    employees(q: $q, page: $page, perPage: $perPage, sortColumn: $sortColumn, sort: $sort) {\n      total\n      items {\n        ...EmployeeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoAutocomplete($q: String, $limit: PositiveInt) {\n    autocomplete(q: $q, limit: $limit) {\n      id\n      title\n      rank\n    }\n  }\n"): (typeof documents)["\n  query DemoAutocomplete($q: String, $limit: PositiveInt) {\n    autocomplete(q: $q, limit: $limit) {\n      id\n      title\n      rank\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!) {\n    addToCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!) {\n    addToCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($productId: ID!) {\n    removeFromCart(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItemQuantity($productId: ID!, $qty: PositiveInt!) {\n    updateCartItemQuantity(productId: $productId, qty: $qty) {\n      id\n      qty\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItemQuantity($productId: ID!, $qty: PositiveInt!) {\n    updateCartItemQuantity(productId: $productId, qty: $qty) {\n      id\n      qty\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartLineFields\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartLineFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductCardFields\n      colorOptions\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($slug: String!) {\n    productBySlug(slug: $slug) {\n      ...ProductCardFields\n      colorOptions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedProducts($kind: String!) {\n    sameKind: products(q: $kind, perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n    featured: products(perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelatedProducts($kind: String!) {\n    sameKind: products(q: $kind, perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n    featured: products(perPage: 12) {\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopProducts($q: String!, $sortBy: ProductSort!, $page: PositiveInt!, $perPage: PositiveInt!) {\n    products(q: $q, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopProducts($q: String!, $sortBy: ProductSort!, $page: PositiveInt!, $perPage: PositiveInt!) {\n    products(q: $q, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ...ProductFlags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Wishlist {\n    wishlist {\n      ...ProductCardFields\n    }\n  }\n"): (typeof documents)["\n  query Wishlist {\n    wishlist {\n      ...ProductCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineFields on CartItem {\n    id\n    qty\n    shippingDate\n    offers\n    discountPercentage\n    product {\n      ...ProductCardFields\n    }\n  }\n"): (typeof documents)["\n  fragment CartLineFields on CartItem {\n    id\n    qty\n    shippingDate\n    offers\n    discountPercentage\n    product {\n      ...ProductCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFlags on Product {\n    id\n    isInWishlist\n    isInCart\n  }\n"): (typeof documents)["\n  fragment ProductFlags on Product {\n    id\n    isInWishlist\n    isInCart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    description\n    brand\n    price\n    image\n    hasFreeShipping\n    rating\n    ...ProductFlags\n  }\n"): (typeof documents)["\n  fragment ProductCardFields on Product {\n    id\n    name\n    slug\n    description\n    brand\n    price\n    image\n    hasFreeShipping\n    rating\n    ...ProductFlags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CartChanged {\n    cartChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n      item {\n        ...CartLineFields\n      }\n      cartCount\n    }\n  }\n"): (typeof documents)["\n  subscription CartChanged {\n    cartChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n      item {\n        ...CartLineFields\n      }\n      cartCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WishlistChanged {\n    wishlistChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription WishlistChanged {\n    wishlistChanged {\n      change\n      product {\n        ...ProductCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdjacentEmail($id: ID!, $dir: PageDirection!) {\n    adjacentEmail(id: $id, dir: $dir) {\n      ...EmailDetailFields\n    }\n  }\n"): (typeof documents)["\n  query AdjacentEmail($id: ID!, $dir: PageDirection!) {\n    adjacentEmail(id: $id, dir: $dir) {\n      ...EmailDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailRowFields on Email {\n    id\n    from {\n      email\n      name\n      avatar\n    }\n    subject\n    message\n    time\n    folder\n    labels\n    isRead\n    isStarred\n    attachments {\n      fileName\n    }\n  }\n"): (typeof documents)["\n  fragment EmailRowFields on Email {\n    id\n    from {\n      email\n      name\n      avatar\n    }\n    subject\n    message\n    time\n    folder\n    labels\n    isRead\n    isStarred\n    attachments {\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailsMetaFields on EmailsMeta {\n    inbox\n    draft\n    spam\n  }\n"): (typeof documents)["\n  fragment EmailsMetaFields on EmailsMeta {\n    inbox\n    draft\n    spam\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailDetailFields on Email {\n    ...EmailRowFields\n    to {\n      name\n      email\n    }\n    cc\n    bcc\n    attachments {\n      fileName\n      thumbnail\n      url\n      size\n    }\n    replies {\n      id\n      from {\n        email\n        name\n        avatar\n      }\n      to {\n        name\n        email\n      }\n      subject\n      message\n      time\n      attachments {\n        fileName\n        thumbnail\n        url\n        size\n      }\n    }\n    hasPreviousMail\n    hasNextMail\n  }\n"): (typeof documents)["\n  fragment EmailDetailFields on Email {\n    ...EmailRowFields\n    to {\n      name\n      email\n    }\n    cc\n    bcc\n    attachments {\n      fileName\n      thumbnail\n      url\n      size\n    }\n    replies {\n      id\n      from {\n        email\n        name\n        avatar\n      }\n      to {\n        name\n        email\n      }\n      subject\n      message\n      time\n      attachments {\n        fileName\n        thumbnail\n        url\n        size\n      }\n    }\n    hasPreviousMail\n    hasNextMail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Email($id: ID!) {\n    email(id: $id) {\n      ...EmailDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Email($id: ID!) {\n    email(id: $id) {\n      ...EmailDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailsMeta {\n    emailsMeta {\n      ...EmailsMetaFields\n    }\n  }\n"): (typeof documents)["\n  query EmailsMeta {\n    emailsMeta {\n      ...EmailsMetaFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Emails($q: String, $folder: MailFolder, $label: MailLabel, $page: Int, $perPage: Int) {\n    emails(q: $q, folder: $folder, label: $label, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...EmailRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Emails($q: String, $folder: MailFolder, $label: MailLabel, $page: Int, $perPage: Int) {\n    emails(q: $q, folder: $folder, label: $label, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...EmailRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDraft($input: ComposeEmailInput!) {\n    saveDraft(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDraft($input: ComposeEmailInput!) {\n    saveDraft(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmail($input: ComposeEmailInput!) {\n    sendEmail(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendEmail($input: ComposeEmailInput!) {\n    sendEmail(input: $input) {\n      email {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleEmailLabel($ids: [ID!]!, $label: MailLabel!) {\n    toggleEmailLabel(ids: $ids, label: $label) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleEmailLabel($ids: [ID!]!, $label: MailLabel!) {\n    toggleEmailLabel(ids: $ids, label: $label) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmails($ids: [ID!]!, $input: EmailFlagsInput!) {\n    updateEmails(ids: $ids, input: $input) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmails($ids: [ID!]!, $input: EmailFlagsInput!) {\n    updateEmails(ids: $ids, input: $input) {\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EmailsChanged {\n    emailsChanged {\n      change\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription EmailsChanged {\n    emailsChanged {\n      change\n      emails {\n        ...EmailRowFields\n      }\n      meta {\n        ...EmailsMetaFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImportJobFields on ImportJob {\n    id\n    list\n    status\n    mode\n    total\n    created\n    updated\n    unchanged\n    skipped\n    failed\n    batchId\n  }\n"): (typeof documents)["\n  fragment ImportJobFields on ImportJob {\n    id\n    list\n    status\n    mode\n    total\n    created\n    updated\n    unchanged\n    skipped\n    failed\n    batchId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n"): (typeof documents)["\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ImportJobProgress($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n"): (typeof documents)["\n  subscription ImportJobProgress($id: ID!) {\n    importJob(id: $id) {\n      ...ImportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) {\n      ...ImportJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelImport($id: ID!) {\n    cancelImport(id: $id) {\n      ...ImportJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInvoice($input: InvoiceInput!) {\n    addInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddInvoice($input: InvoiceInput!) {\n    addInvoice(input: $input) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkMarkInvoicesSent($selection: InvoiceSelection!) {\n    bulkMarkInvoicesSent(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkMarkInvoicesSent($selection: InvoiceSelection!) {\n    bulkMarkInvoicesSent(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkDeleteInvoices($selection: InvoiceSelection!) {\n    bulkDeleteInvoices(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkDeleteInvoices($selection: InvoiceSelection!) {\n    bulkDeleteInvoices(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInvoice($id: ID!) {\n    deleteInvoice(id: $id) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceClients($first: PositiveInt) {\n    invoiceClients(first: $first) {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n"): (typeof documents)["\n  query InvoiceClients($first: PositiveInt) {\n    invoiceClients(first: $first) {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFields on Invoice {\n    id\n    issuedDate\n    dueDate\n    service\n    total\n    balance\n    avatar\n    invoiceStatus\n    version\n    updatedBy\n    updatedAt\n    client {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceFields on Invoice {\n    id\n    issuedDate\n    dueDate\n    service\n    total\n    balance\n    avatar\n    invoiceStatus\n    version\n    updatedBy\n    updatedAt\n    client {\n      id\n      name\n      company\n      companyEmail\n      country\n      contact\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceFields\n      paymentDetails {\n        totalDue\n        bankName\n        country\n        iban\n        swiftCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invoice($id: ID!) {\n    invoice(id: $id) {\n      ...InvoiceFields\n      paymentDetails {\n        totalDue\n        bankName\n        country\n        iban\n        swiftCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($q: String, $status: InvoiceStatus, $sortColumn: InvoiceSortColumn, $sort: SortDirection, $page: PositiveInt, $perPage: PositiveInt) {\n    invoices(q: $q, status: $status, sortColumn: $sortColumn, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...InvoiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invoices($q: String, $status: InvoiceStatus, $sortColumn: InvoiceSortColumn, $sort: SortDirection, $page: PositiveInt, $perPage: PositiveInt) {\n    invoices(q: $q, status: $status, sortColumn: $sortColumn, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...InvoiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendInvoice($id: ID!, $input: SendInvoiceInput!) {\n    sendInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendInvoice($id: ID!, $input: SendInvoiceInput!) {\n    sendInvoice(id: $id, input: $input) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!, $version: Int) {\n    updateInvoice(id: $id, input: $input, version: $version) {\n      ...InvoiceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoice($id: ID!, $input: InvoiceInput!, $version: Int) {\n    updateInvoice(id: $id, input: $input, version: $version) {\n      ...InvoiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InvoiceChanged {\n    invoiceChanged {\n      change\n      invoice {\n        ...InvoiceFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription InvoiceChanged {\n    invoiceChanged {\n      change\n      invoice {\n        ...InvoiceFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSettingsPage {\n    accountSettings {\n      ...AccountSettingsFields\n    }\n  }\n  fragment AccountSettingsFields on AccountSettings {\n    id\n    general {\n      avatar\n      username\n      fullName\n      email\n      pendingEmail\n      company\n    }\n    info {\n      bio\n      dob\n      country\n      website\n      phone\n    }\n    social {\n      socialLinks {\n        twitter\n        facebook\n        google\n        linkedIn\n        instagram\n        quora\n      }\n      connections {\n        connectedAccounts {\n          id\n          title\n          subtitle\n          img\n          connected\n        }\n        socialAccounts {\n          id\n          title\n          img\n          linked\n          url\n        }\n      }\n    }\n    notification {\n      commentOnArticle\n      answerOnForm\n      followMe\n      newAnnouncements\n      productUpdates\n      blogDigest\n    }\n  }\n"): (typeof documents)["\n  query AccountSettingsPage {\n    accountSettings {\n      ...AccountSettingsFields\n    }\n  }\n  fragment AccountSettingsFields on AccountSettings {\n    id\n    general {\n      avatar\n      username\n      fullName\n      email\n      pendingEmail\n      company\n    }\n    info {\n      bio\n      dob\n      country\n      website\n      phone\n    }\n    social {\n      socialLinks {\n        twitter\n        facebook\n        google\n        linkedIn\n        instagram\n        quora\n      }\n      connections {\n        connectedAccounts {\n          id\n          title\n          subtitle\n          img\n          connected\n        }\n        socialAccounts {\n          id\n          title\n          img\n          linked\n          url\n        }\n      }\n    }\n    notification {\n      commentOnArticle\n      answerOnForm\n      followMe\n      newAnnouncements\n      productUpdates\n      blogDigest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountGeneral($input: AccountGeneralInput!) {\n    updateAccountGeneral(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountGeneral($input: AccountGeneralInput!) {\n    updateAccountGeneral(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountInfo($input: AccountInfoInput!) {\n    updateAccountInfo(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountInfo($input: AccountInfoInput!) {\n    updateAccountInfo(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountSocial($input: AccountSocialInput!) {\n    updateAccountSocial(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountSocial($input: AccountSocialInput!) {\n    updateAccountSocial(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountNotifications($input: AccountNotificationsInput!) {\n    updateAccountNotifications(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountNotifications($input: AccountNotificationsInput!) {\n    updateAccountNotifications(input: $input) {\n      ...AccountSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      ok\n      endedSessionIds\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      id\n      ok\n      endedSessionIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSessions {\n    accountSessions {\n      ...AccountSessionFields\n    }\n  }\n  fragment AccountSessionFields on AccountSession {\n    id\n    createdAt\n    lastUsedAt\n    address\n    current\n    device {\n      browser\n      os\n      platform\n    }\n  }\n"): (typeof documents)["\n  query AccountSessions {\n    accountSessions {\n      ...AccountSessionFields\n    }\n  }\n  fragment AccountSessionFields on AccountSession {\n    id\n    createdAt\n    lastUsedAt\n    address\n    current\n    device {\n      browser\n      os\n      platform\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      endedSessionIds\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      endedSessionIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions {\n      endedSessionIds\n    }\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions {\n      endedSessionIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailChange {\n    resendEmailChange {\n      id\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation ResendEmailChange {\n    resendEmailChange {\n      id\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      id\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEmailChange {\n    cancelEmailChange {\n      id\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoStepPanel {\n    twoStepStatus {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      required\n    }\n    me {\n      ...SessionUser\n    }\n  }\n"): (typeof documents)["\n  query TwoStepPanel {\n    twoStepStatus {\n      enabled\n      enabledAt\n      recoveryCodesLeft\n      required\n    }\n    me {\n      ...SessionUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTwoStepEnrollment {\n    beginTwoStepEnrollment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTwoStepEnrollment {\n    beginTwoStepEnrollment {\n      secret\n      otpauthUri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoStepEnrollment($code: String!) {\n    confirmTwoStepEnrollment(code: $code)\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoStepEnrollment($code: String!) {\n    confirmTwoStepEnrollment(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoStep($password: String!, $code: String!) {\n    disableTwoStep(password: $password, code: $code)\n  }\n"): (typeof documents)["\n  mutation DisableTwoStep($password: String!, $code: String!) {\n    disableTwoStep(password: $password, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    access\n    last4\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedFrom\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyFields on ApiKey {\n    id\n    name\n    access\n    last4\n    createdAt\n    expiresAt\n    lastUsedAt\n    lastUsedFrom\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        ...ApiKeyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...ApiKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogList($q: String) {\n    blogPosts(q: $q) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      blogPosted\n      categories\n      tags\n      excerpt\n      comment\n    }\n  }\n"): (typeof documents)["\n  query BlogList($q: String) {\n    blogPosts(q: $q) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      blogPosted\n      categories\n      tags\n      excerpt\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogSidebar {\n    blogSidebar {\n      recentPosts {\n        id\n        title\n        img\n        createdTime\n      }\n      categories {\n        category\n        value\n        icon\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogSidebar {\n    blogSidebar {\n      recentPosts {\n        id\n        title\n        img\n        createdTime\n      }\n      categories {\n        category\n        value\n        icon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogCommentFields on BlogComment {\n    id\n    avatar\n    userFullName\n    commentedAt\n    commentText\n  }\n"): (typeof documents)["\n  fragment BlogCommentFields on BlogComment {\n    id\n    avatar\n    userFullName\n    commentedAt\n    commentText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogEditFields on BlogPost {\n    id\n    title\n    slug\n    categories\n    blogCategories {\n      value\n      label\n    }\n    status\n    excerpt\n    featuredImage\n    img\n  }\n"): (typeof documents)["\n  fragment BlogEditFields on BlogPost {\n    id\n    title\n    slug\n    categories\n    blogCategories {\n      value\n      label\n    }\n    status\n    excerpt\n    featuredImage\n    img\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPostDetail($id: ID) {\n    blogPost(id: $id) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      createdTime\n      tags\n      content\n      bookmarked\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BlogPostDetail($id: ID) {\n    blogPost(id: $id) {\n      id\n      title\n      img\n      avatar\n      userFullName\n      createdTime\n      tags\n      content\n      bookmarked\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogEdit($id: ID) {\n    blogEdit(id: $id) {\n      ...BlogEditFields\n      avatar\n      userFullName\n      createdTime\n    }\n  }\n"): (typeof documents)["\n  query BlogEdit($id: ID) {\n    blogEdit(id: $id) {\n      ...BlogEditFields\n      avatar\n      userFullName\n      createdTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      ...BlogEditFields\n      tags\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {\n    updateBlogPost(id: $id, input: $input) {\n      ...BlogEditFields\n      tags\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleBlogBookmark($id: ID!) {\n    toggleBlogBookmark(id: $id) {\n      id\n      bookmarked\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleBlogBookmark($id: ID!) {\n    toggleBlogBookmark(id: $id) {\n      id\n      bookmarked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBlogComment($id: ID!, $text: String!) {\n    addBlogComment(id: $id, text: $text) {\n      id\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddBlogComment($id: ID!, $text: String!) {\n    addBlogComment(id: $id, text: $text) {\n      id\n      comment\n      comments {\n        ...BlogCommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqPage($q: String) {\n    faq(q: $q) {\n      key\n      icon\n      title\n      subtitle\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n"): (typeof documents)["\n  query FaqPage($q: String) {\n    faq(q: $q) {\n      key\n      icon\n      title\n      subtitle\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KnowledgeBase {\n    knowledgeBase {\n      id\n      category\n      img\n      title\n      desc\n    }\n  }\n"): (typeof documents)["\n  query KnowledgeBase {\n    knowledgeBase {\n      id\n      category\n      img\n      title\n      desc\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KbCategory($slug: String!) {\n    kbCategory(slug: $slug) {\n      id\n      title\n      icon\n      iconColor\n      questions {\n        id\n        question\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query KbCategory($slug: String!) {\n    kbCategory(slug: $slug) {\n      id\n      title\n      icon\n      iconColor\n      questions {\n        id\n        question\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KbQuestion($category: String!, $slug: String!) {\n    kbQuestion(category: $category, slug: $slug) {\n      id\n      category\n      slug\n      title\n      lastUpdated\n      content\n      relatedQuestions {\n        id\n        question\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query KbQuestion($category: String!, $slug: String!) {\n    kbQuestion(category: $category, slug: $slug) {\n      id\n      category\n      slug\n      title\n      lastUpdated\n      content\n      relatedQuestions {\n        id\n        question\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingPage {\n    pricing {\n      basicPlan {\n        ...PricingPlanFields\n      }\n      standardPlan {\n        ...PricingPlanFields\n      }\n      enterprisePlan {\n        ...PricingPlanFields\n      }\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n  fragment PricingPlanFields on PricingPlan {\n    title\n    img\n    subtitle\n    monthlyPrice\n    yearlyPlan {\n      perMonth\n      totalAnnual\n    }\n    planBenefits\n    popular\n  }\n"): (typeof documents)["\n  query PricingPage {\n    pricing {\n      basicPlan {\n        ...PricingPlanFields\n      }\n      standardPlan {\n        ...PricingPlanFields\n      }\n      enterprisePlan {\n        ...PricingPlanFields\n      }\n      qandA {\n        question\n        ans\n      }\n    }\n  }\n  fragment PricingPlanFields on PricingPlan {\n    title\n    img\n    subtitle\n    monthlyPrice\n    yearlyPlan {\n      perMonth\n      totalAnnual\n    }\n    planBenefits\n    popular\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    profile {\n      header {\n        avatar\n        username\n        designation\n        coverImg\n      }\n      userAbout {\n        about\n        joined\n        lives\n        email\n        website\n      }\n      suggestedPages {\n        id\n        avatar\n        username\n        subtitle\n        favorite\n      }\n      twitterFeeds {\n        id\n        imgUrl\n        title\n        desc\n        tags\n        favorite\n      }\n      posts {\n        ...ProfilePostFields\n      }\n      latestPhotos {\n        id\n        img\n      }\n      suggestions {\n        id\n        avatar\n        name\n        mutualFriend\n      }\n      pollQuestion\n      polls {\n        ...PollOptionFields\n      }\n    }\n  }\n  fragment ProfilePostFields on ProfilePost {\n    id\n    avatar\n    username\n    postTime\n    postText\n    postImg\n    likes\n    youLiked\n    comments\n    share\n    likedUsers {\n      avatar\n      username\n    }\n    likedCount\n    detailedComments {\n      id\n      avatar\n      username\n      comment\n      commentsLikes\n      youLiked\n    }\n  }\n  fragment PollOptionFields on PollOption {\n    id\n    name\n    votes\n    result\n    votedByMe\n    votedUser {\n      img\n      username\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    profile {\n      header {\n        avatar\n        username\n        designation\n        coverImg\n      }\n      userAbout {\n        about\n        joined\n        lives\n        email\n        website\n      }\n      suggestedPages {\n        id\n        avatar\n        username\n        subtitle\n        favorite\n      }\n      twitterFeeds {\n        id\n        imgUrl\n        title\n        desc\n        tags\n        favorite\n      }\n      posts {\n        ...ProfilePostFields\n      }\n      latestPhotos {\n        id\n        img\n      }\n      suggestions {\n        id\n        avatar\n        name\n        mutualFriend\n      }\n      pollQuestion\n      polls {\n        ...PollOptionFields\n      }\n    }\n  }\n  fragment ProfilePostFields on ProfilePost {\n    id\n    avatar\n    username\n    postTime\n    postText\n    postImg\n    likes\n    youLiked\n    comments\n    share\n    likedUsers {\n      avatar\n      username\n    }\n    likedCount\n    detailedComments {\n      id\n      avatar\n      username\n      comment\n      commentsLikes\n      youLiked\n    }\n  }\n  fragment PollOptionFields on PollOption {\n    id\n    name\n    votes\n    result\n    votedByMe\n    votedUser {\n      img\n      username\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($id: ID!) {\n    likePost(id: $id) {\n      id\n      likes\n      youLiked\n      likedCount\n      likedUsers {\n        avatar\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($id: ID!) {\n    likePost(id: $id) {\n      id\n      likes\n      youLiked\n      likedCount\n      likedUsers {\n        avatar\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VotePoll($option: ID!) {\n    votePoll(option: $option) {\n      ...PollOptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation VotePoll($option: ID!) {\n    votePoll(option: $option) {\n      ...PollOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountFields on Account {\n    id\n    email\n    fullName\n    username\n    avatar\n    role\n    active\n    lastSignInAt\n    invitedUntil\n    twoStepEnabled\n    emailVerified\n  }\n"): (typeof documents)["\n  fragment AccountFields on Account {\n    id\n    email\n    fullName\n    username\n    avatar\n    role\n    active\n    lastSignInAt\n    invitedUntil\n    twoStepEnabled\n    emailVerified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      account {\n        ...AccountFields\n      }\n      inviteUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      account {\n        ...AccountFields\n      }\n      inviteUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountRole($id: ID!, $role: AccountRole!) {\n    updateAccountRole(id: $id, role: $role) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountRole($id: ID!, $role: AccountRole!) {\n    updateAccountRole(id: $id, role: $role) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAccountActive($id: ID!, $active: Boolean!) {\n    setAccountActive(id: $id, active: $active) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetAccountActive($id: ID!, $active: Boolean!) {\n    setAccountActive(id: $id, active: $active) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTwoStep($accountId: ID!) {\n    resetTwoStep(accountId: $accountId) {\n      ...AccountFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetTwoStep($accountId: ID!) {\n    resetTwoStep(accountId: $accountId) {\n      ...AccountFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordReset($id: ID!) {\n    sendPasswordReset(id: $id)\n  }\n"): (typeof documents)["\n  mutation SendPasswordReset($id: ID!) {\n    sendPasswordReset(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Accounts($q: String, $role: AccountRole, $active: Boolean, $page: PositiveInt, $perPage: PositiveInt) {\n    accounts(q: $q, role: $role, active: $active, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...AccountFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Accounts($q: String, $role: AccountRole, $active: Boolean, $page: PositiveInt, $perPage: PositiveInt) {\n    accounts(q: $q, role: $role, active: $active, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...AccountFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRoleCounts {\n    accountRoleCounts {\n      role\n      count\n    }\n  }\n"): (typeof documents)["\n  query AccountRoleCounts {\n    accountRoleCounts {\n      role\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPermission($name: NonEmptyString!, $assignedTo: [PermissionRole!], $grants: [GrantInput!]) {\n    addPermission(name: $name, assignedTo: $assignedTo, grants: $grants) {\n      ...PermissionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddPermission($name: NonEmptyString!, $assignedTo: [PermissionRole!], $grants: [GrantInput!]) {\n    addPermission(name: $name, assignedTo: $assignedTo, grants: $grants) {\n      ...PermissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePermission($id: ID!) {\n    deletePermission(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PermissionFields on Permission {\n    id\n    name\n    assignedTo\n    grants {\n      action\n      subject\n    }\n    createdDate\n    version\n    updatedBy\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PermissionFields on Permission {\n    id\n    name\n    assignedTo\n    grants {\n      action\n      subject\n    }\n    createdDate\n    version\n    updatedBy\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Permission($id: ID!) {\n    permission(id: $id) {\n      ...PermissionFields\n    }\n  }\n"): (typeof documents)["\n  query Permission($id: ID!) {\n    permission(id: $id) {\n      ...PermissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Permissions($q: String, $assignedTo: PermissionRole, $page: PositiveInt, $perPage: PositiveInt) {\n    permissions(q: $q, assignedTo: $assignedTo, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PermissionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Permissions($q: String, $assignedTo: PermissionRole, $page: PositiveInt, $perPage: PositiveInt) {\n    permissions(q: $q, assignedTo: $assignedTo, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PermissionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesOverview {\n    allPermissions {\n      ...PermissionFields\n    }\n  }\n"): (typeof documents)["\n  query RolesOverview {\n    allPermissions {\n      ...PermissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePermission($id: ID!, $name: NonEmptyString, $assignedTo: [PermissionRole!], $grants: [GrantInput!], $version: Int) {\n    updatePermission(id: $id, name: $name, assignedTo: $assignedTo, grants: $grants, version: $version) {\n      ...PermissionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePermission($id: ID!, $name: NonEmptyString, $assignedTo: [PermissionRole!], $grants: [GrantInput!], $version: Int) {\n    updatePermission(id: $id, name: $name, assignedTo: $assignedTo, grants: $grants, version: $version) {\n      ...PermissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountChanged {\n    accountChanged {\n      change\n      account {\n        ...AccountFields\n      }\n      previous {\n        role\n        active\n      }\n      roleCounts {\n        role\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AccountChanged {\n    accountChanged {\n      change\n      account {\n        ...AccountFields\n      }\n      previous {\n        role\n        active\n      }\n      roleCounts {\n        role\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PermissionChanged {\n    permissionChanged {\n      change\n      permission {\n        ...PermissionFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PermissionChanged {\n    permissionChanged {\n      change\n      permission {\n        ...PermissionFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTask($input: TaskInput!) {\n    addTask(input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddTask($input: TaskInput!) {\n    addTask(input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaskAssignees {\n    assignees {\n      id\n      fullName\n      avatar\n    }\n  }\n"): (typeof documents)["\n  query TaskAssignees {\n    assignees {\n      id\n      fullName\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateTasks($selection: TaskSelection!, $patch: TaskPatch!) {\n    bulkUpdateTasks(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateTasks($selection: TaskSelection!, $patch: TaskPatch!) {\n    bulkUpdateTasks(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkDeleteTasks($selection: TaskSelection!) {\n    bulkDeleteTasks(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkDeleteTasks($selection: TaskSelection!) {\n    bulkDeleteTasks(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTask($id: ID!) {\n    deleteTask(id: $id) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TaskFields on Task {\n    id\n    title\n    dueDate\n    description\n    tags\n    isCompleted\n    isDeleted\n    isImportant\n    version\n    updatedBy\n    updatedAt\n    assignee {\n      id\n      fullName\n      avatar\n    }\n    guestAssignee {\n      fullName\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment TaskFields on Task {\n    id\n    title\n    dueDate\n    description\n    tags\n    isCompleted\n    isDeleted\n    isImportant\n    version\n    updatedBy\n    updatedAt\n    assignee {\n      id\n      fullName\n      avatar\n    }\n    guestAssignee {\n      fullName\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Task($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  query Task($id: ID!) {\n    task(id: $id) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tasks($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort, $page: Int, $perPage: Int) {\n    tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...TaskFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Tasks($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort, $page: Int, $perPage: Int) {\n    tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...TaskFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTask($id: ID!, $input: TaskUpdateInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTask($id: ID!, $input: TaskUpdateInput!) {\n    updateTask(id: $id, input: $input) {\n      ...TaskFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TaskChanged {\n    taskChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TaskChanged {\n    taskChanged {\n      change\n      task {\n        ...TaskFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddUser($input: AddUserInput!) {\n    addUser(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query AllUsers {\n    allUsers {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateUsers($selection: UserSelection!, $patch: UserPatch!) {\n    bulkUpdateUsers(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkUpdateUsers($selection: UserSelection!, $patch: UserPatch!) {\n    bulkUpdateUsers(selection: $selection, patch: $patch) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkDeleteUsers($selection: UserSelection!) {\n    bulkDeleteUsers(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"): (typeof documents)["\n  mutation BulkDeleteUsers($selection: UserSelection!) {\n    bulkDeleteUsers(selection: $selection) {\n      ...BulkJobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query FirstUser {\n    users(page: 1, perPage: 1) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    fullName\n    username\n    email\n    role\n    currentPlan\n    status\n    billing\n    avatar\n    company\n    country\n    contact\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSignIn($id: ID!) {\n    user(id: $id) {\n      id\n      account {\n        id\n        role\n        active\n        lastSignInAt\n        invitedUntil\n        emailVerified\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserSignIn($id: ID!) {\n    user(id: $id) {\n      id\n      account {\n        id\n        role\n        active\n        lastSignInAt\n        invitedUntil\n        emailVerified\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...UserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users(\n    $q: String\n    $role: UserRole\n    $currentPlan: UserPlan\n    $status: UserStatus\n    $sort: SortDirection\n    $sortColumn: UserSortColumn\n    $page: PositiveInt\n    $perPage: PositiveInt\n  ) {\n    users(q: $q, role: $role, currentPlan: $currentPlan, status: $status, sort: $sort, sortColumn: $sortColumn, page: $page, perPage: $perPage) {\n      total\n      totalEstimated\n      items {\n        ...UserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UserChanged {\n    userChanged {\n      change\n      user {\n        ...UserFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription UserChanged {\n    userChanged {\n      change\n      user {\n        ...UserFields\n      }\n      actor {\n        ...LiveActorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEventFields on AuditEvent {\n    id\n    at\n    action\n    subject\n    recordId\n    face\n    actor {\n      id\n      fullName\n      role\n      viaKey\n    }\n    changes {\n      field\n      before\n      after\n    }\n    undoable\n    restoredById\n  }\n"): (typeof documents)["\n  fragment AuditEventFields on AuditEvent {\n    id\n    at\n    action\n    subject\n    recordId\n    face\n    actor {\n      id\n      fullName\n      role\n      viaKey\n    }\n    changes {\n      field\n      before\n      after\n    }\n    undoable\n    restoredById\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEvents($subject: String, $recordId: ID, $actorId: ID, $action: AuditAction, $from: DateTime, $to: DateTime, $first: Int, $after: String) {\n    auditEvents(subject: $subject, recordId: $recordId, actorId: $actorId, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      items {\n        ...AuditEventFields\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query AuditEvents($subject: String, $recordId: ID, $actorId: ID, $action: AuditAction, $from: DateTime, $to: DateTime, $first: Int, $after: String) {\n    auditEvents(subject: $subject, recordId: $recordId, actorId: $actorId, action: $action, from: $from, to: $to, first: $first, after: $after) {\n      items {\n        ...AuditEventFields\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAuditEvent($id: ID!) {\n    restoreAuditEvent(id: $id) {\n      ...AuditEventFields\n      restores {\n        id\n        undoable\n        restoredById\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreAuditEvent($id: ID!) {\n    restoreAuditEvent(id: $id) {\n      ...AuditEventFields\n      restores {\n        id\n        undoable\n        restoredById\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AuditEventAdded {\n    auditEventAdded {\n      ...AuditEventFields\n    }\n  }\n"): (typeof documents)["\n  subscription AuditEventAdded {\n    auditEventAdded {\n      ...AuditEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      endedSessionIds\n    }\n  }\n"): (typeof documents)["\n  mutation Logout($refreshToken: String) {\n    logout(refreshToken: $refreshToken) {\n      endedSessionIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        ...SessionUser\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      userData {\n        ...SessionUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on AuthUser {\n    id\n    fullName\n    username\n    avatar\n    email\n    role\n    ability {\n      action\n      subject\n    }\n    extras {\n      eCommerceCartItemsCount\n    }\n    twoStepEnabled\n    twoStepEnrollmentRequired\n    emailVerified\n    emailVerificationRequired\n    language\n  }\n"): (typeof documents)["\n  fragment SessionUser on AuthUser {\n    id\n    fullName\n    username\n    avatar\n    email\n    role\n    ability {\n      action\n      subject\n    }\n    extras {\n      eCommerceCartItemsCount\n    }\n    twoStepEnabled\n    twoStepEnrollmentRequired\n    emailVerified\n    emailVerificationRequired\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LiveActorFields on Actor {\n    id\n    fullName\n    avatar\n  }\n"): (typeof documents)["\n  fragment LiveActorFields on Actor {\n    id\n    fullName\n    avatar\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;