import type { LabelledMessage } from "./labelled-message";

export const DEVELOPMENT_SEVENTH: LabelledMessage[] = [
  // ── urgent ──
  {
    message: "sir polis dem carry my broda go Port Loko station yestaday, he nor come back till now, wetin a go do",
    intent: "urgent",
  },
  {
    message:
      "Good evening. A client of my late father's shop, actually my own nephew, was picked up by CID officers this afternoon on Kissy Street and is being kept at Eastern police. We need counsel there tonight.",
    intent: "urgent",
  },
  {
    message: "dem don lock my padi for Ross Road station since morning 🙏 abeg una fit send lawyer",
    intent: "urgent",
  },
  {
    message: "pls hurry my son was arestd at wrk 2day n they wont let me c him at congo cross station",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I write on behalf of our parish. Our caretaker, Mr. Sorie Bangura, was taken from the church compound by officers this morning and remains in custody at Wellington police post. Kindly advise how soon a lawyer may attend.",
    intent: "urgent",
  },
  {
    message:
      "My grandson is typing this for me. I am an old man of 78 years and I do not usually trouble people, but the police came to our house in Waterloo in the night and they took my son away in their vehicle, and we have heard nothing since, and his wife is crying. Please, can someone help us now.",
    intent: "urgent",
  },
  {
    message: "Oga abeg, police don hold my boy for Lumley since yesterday, dem say make we bring money before dem release am. Wetin we go do?",
    intent: "urgent",
  },
  {
    message:
      "Question about bail — my classmate was detained last night after a protest at the campus and has not been charged. He is still in the cell at Kingtom. Can the firm attend today?",
    intent: "urgent",
  },
  {
    message: "officers r at our gate rite now asking 4 my husband, pls wat do we do",
    intent: "urgent",
  },
  {
    message: "mi man den tek am go station wit im moto bike, e don pas 48 hours",
    intent: "urgent",
  },
  {
    message: "my wife sister was taken by police at the market in Bo this morning they said she stole, she still there",
    intent: "urgent",
  },
  {
    message: "URGENT my container agent was arrested at the port today and they are holding him at the quay police, we need a lawyer",
    intent: "urgent",
  },
  {
    message: "Wi pikin dey remand for Pademba Road for three months now nobody tell we notin",
    intent: "urgent",
  },
  {
    message:
      "nurse here - one of our ward attendants got picked up by the police straight from the hospital gate at 6am, still not released, her family asked me to find a lawyer",
    intent: "urgent",
  },
  {
    message: "bro dem jus grab me cousin na Aberdeen, dem put am inside di van 😭 nor 😭 just now",
    intent: "urgent",
  },
  {
    message:
      "Kindly be informed that the Reverend's driver has been held at the Central police station since Friday evening without any charge being read to him. We humbly request immediate legal representation.",
    intent: "urgent",
  },
  {
    message: "I want ask about your fees but first my brother is in police cell at Makeni since two days, can una go see am",
    intent: "urgent",
  },
  {
    message: "they came to my shop with a warrant and took my manager away, he is at the station now, what do I do first",
    intent: "urgent",
  },
  {
    message: "My husband no come home. Neighbour say polis tek am for Kissy junction last night. Him dey inside cell now.",
    intent: "urgent",
  },
  {
    message: "hw long can police keep sumone b4 court? my bro still inside since sunday",
    intent: "urgent",
  },
  {
    message: "Is a lawyer allowed to visit a detained person on the weekend? My father is locked up at Kenema police since this morning.",
    intent: "urgent",
  },
  {
    message: "polis dey knock for we door now now, dem say dem wan tek my papa",
    intent: "urgent",
  },
  {
    message: "They took my uncle from the farm in Lunsar to the police post, they say is over the boundary fight. He is there since morning with no food.",
    intent: "urgent",
  },
  {
    message:
      "Dear Counsel, Our youth leader was apprehended by the police during last evening's vigil and has been detained overnight at Lumley police station. We request your urgent intervention.",
    intent: "urgent",
  },
  {
    message: "my sista boyfren beat am, now police hold HER not him, she dey station now",
    intent: "urgent",
  },
  {
    message: "mai sun dem arest am 4 okada rode, no bail til now",
    intent: "urgent",
  },
  {
    message:
      "My late wife's brother, who is like my own son, God rest her soul, went to Freetown for business and we got a call today that the police are keeping him at the station near the ferry terminal. We are far in Port Loko. Please, my child, ask the lawyers to go to him.",
    intent: "urgent",
  },
  {
    message: "Military police just carried my neighbour's son from his house in Goderich, nobody knows where they took him",
    intent: "urgent",
  },
  {
    message: "police detained my wholesale customer with my goods at the checkpoint in Waterloo. he's still held. can u help now",
    intent: "urgent",
  },
  {
    message: "e don reach one week wey dem dey hold my guy for station, dem never carry am go court",
    intent: "urgent",
  },
  // ── safety ──
  {
    message: "my husband beat me again tonight and he say he go kill me, i dey hide for neighbour house",
    intent: "safety",
  },
  {
    message: "pls help i am scared my ex is outside my house with a cutlass shouting",
    intent: "safety",
  },
  {
    message:
      "Good evening. I am writing for a member of our congregation who is being beaten by her husband most nights. She is afraid to return home. What can be done tonight?",
    intent: "safety",
  },
  {
    message: "Mi step papa de bit mi ol di tem, a nor wan go os",
    intent: "safety",
  },
  {
    message: "a man forced himself on my daughter she is 14, we don't know where to go",
    intent: "safety",
  },
  {
    message: "my landlord threatn to burn my shop wit me inside if i dont leave, he came wit boys 2nite",
    intent: "safety",
  },
  {
    message: "patient told me shes been raped by her uncle and she is scared to go home after discharge, what can she do",
    intent: "safety",
  },
  {
    message: "some men dey follow me since I testify for court, dem call my phone say dem go deal with me",
    intent: "safety",
  },
  {
    message:
      "My grandchild writes this. My son in law hits my daughter and last week he broke her arm, and now she says he threatened her with a knife, and we old people cannot protect her. Please tell us what we can do.",
    intent: "safety",
  },
  {
    message: "He locks me inside the room and beats me when I ask for money for the children. I am typing from my friend's phone.",
    intent: "safety",
  },
  {
    message: "Dem don threaten say dem go kill me because of di land for Port Loko, dem come wit stick last night",
    intent: "safety",
  },
  {
    message: "i fear for my life, my business partner sent people to my house to beat me",
    intent: "safety",
  },
  {
    message: "bo my gyal fren in papa de touch am for bad way, wetin wi go do",
    intent: "safety",
  },
  {
    message:
      "The Mission secretary writes to report that a young girl under our care has disclosed sexual abuse by a relative. She is currently in danger if returned home. Please advise urgently.",
    intent: "safety",
  },
  { message: "im drunk n hitting me again rite now pls", intent: "safety" },
  {
    message: "my co-wife family say dem go poison me if I no leave the compound",
    intent: "safety",
  },
  {
    message: "someone is threatening me with acid because I refused to marry him",
    intent: "safety",
  },
  {
    message: "I was attacked by my husband's brothers because I wanted my late husband's property, they said next time I will die",
    intent: "safety",
  },
  {
    message: "ma mama boifren de slap am evri nite, wi nor sef",
    intent: "safety",
  },
  {
    message:
      "Kindly assist. A female tenant in the church guest house is being stalked and threatened with violence by a former partner who has appeared at the premises three times.",
    intent: "safety",
  },
  {
    message: "my wife dey beat my pikin with wire, di pikin body don swell, i no know wetin to do",
    intent: "safety",
  },
  {
    message: "am a nurse, colleague was assaulted by a supervisor on shift and he threatened her if she talks, she's terrified",
    intent: "safety",
  },
  {
    message: "my neighbour is beating his wife now now i can hear her screaming",
    intent: "safety",
  },
  { message: "I am hiding in the bathroom, he has a gun", intent: "safety" },
  {
    message: "since I refuse to join the society dem say dem go initiate me by force, I dey fear",
    intent: "safety",
  },
  // ── legal-question ──
  {
    message: "if my papa die without paper, who go get di farm for Port Loko, me or im broda?",
    intent: "legal-question",
  },
  {
    message: "Under the Devolution of Estates Act 2007, is a cohabiting partner entitled to a share of the intestate estate?",
    intent: "legal-question",
  },
  {
    message: "My supplier shipped late and I lost sales. Can I legally refuse to pay the balance on the invoice?",
    intent: "legal-question",
  },
  {
    message: "if i beat somebody for fight, how many year dem go give me for prison",
    intent: "legal-question",
  },
  {
    message: "can my employer sack me for being pregnant? i work nights at a private clinic",
    intent: "legal-question",
  },
  {
    message:
      "My grandson asks for me: if a man gave land to his son by word of mouth forty years ago before the elders, and never wrote it, does the son still own it today?",
    intent: "legal-question",
  },
  {
    message: "Abeg, if landlord pour my load for outside without court order, e legal?",
    intent: "legal-question",
  },
  {
    message: "We wish to ascertain whether a church, as a registered charity, is obliged to pay rates on its mission house.",
    intent: "legal-question",
  },
  {
    message: "Is it true police can hold you 72 hours before charging? asking for a research paper in criminal procedure",
    intent: "legal-question",
  },
  {
    message: "will I win if I sue the company that didn't pay me for 5 months",
    intent: "legal-question",
  },
  {
    message: "must I give my husband half of my shop if we divorce? the shop was mine before marriage",
    intent: "legal-question",
  },
  {
    message: "wetin go happen if I nor pay my bank loan for time, dem fit seize my house?",
    intent: "legal-question",
  },
  {
    message: "hw long does divorce take in sl court",
    intent: "legal-question",
  },
  {
    message: "do I have to pay customs duty on a used car my brother sent from the UK as a gift",
    intent: "legal-question",
  },
  {
    message: "who gets the children if the father is not married to the mother",
    intent: "legal-question",
  },
  {
    message: "is it allowed to record my boss on my phone without him knowing, to prove he insults me",
    intent: "legal-question",
  },
  {
    message: "can dem tek my lan because I nor build on am for ten years",
    intent: "legal-question",
  },
  {
    message: "Is a verbal contract binding in Sierra Leone, or must a business agreement be in writing to be enforced?",
    intent: "legal-question",
  },
  {
    message: "my husbnd married anotha woman in mosque, is our church marrige still valid?",
    intent: "legal-question",
  },
  {
    message: "If I sign as guarantor for my cousin's loan and he runs, do I have to pay all of it?",
    intent: "legal-question",
  },
  {
    message: "Pleas, if my son is 17 and he commits a crime, will they judge him like a big man?",
    intent: "legal-question",
  },
  {
    message: "can a foreigner own land in freetown or only lease? i am nigerian living here 6 years",
    intent: "legal-question",
  },
  {
    message: "Respectfully, we should like to know whether the elders of a congregation may lawfully dismiss a pastor without notice under our constitution.",
    intent: "legal-question",
  },
  {
    message: "if my ship cargo got damaged at sea who pay, the shipping line or the insurance?",
    intent: "legal-question",
  },
  {
    message: "Does an arbitration award bind the parties if one side did not attend the hearing?",
    intent: "legal-question",
  },
  {
    message: "my ex nor dey pay school fees for di pikin, court fit force am?",
    intent: "legal-question",
  },
  {
    message: "na true say if woman leave im man house e lose im right to di children?",
    intent: "legal-question",
  },
  {
    message: "I rent out a shop to a man who stopped paying for 8 months. How much notice must I give before evicting him?",
    intent: "legal-question",
  },
  {
    message: "wat happen if u drive without licence n police catch u, jail or fine?",
    intent: "legal-question",
  },
  {
    message: "should I sign this settlement the insurance sent me or is it too small for my injuries",
    intent: "legal-question",
  },
  {
    message: "I was wondering whether a will written by hand and not witnessed would still be accepted by the High Court.",
    intent: "legal-question",
  },
  {
    message: "is it legal for my employer to deduct NASSIT from my pay but not remit it?",
    intent: "legal-question",
  },
  {
    message: "how many years for selling weed small small? my friend worried",
    intent: "legal-question",
  },
  {
    message: "can my uncles sell our family land in the chiefdom without asking the women of the family",
    intent: "legal-question",
  },
  {
    message: "una tink say I get case? di man collect my money for car e nor bring di car",
    intent: "legal-question",
  },
  {
    message: "If my husband dies, can his brothers take the house we built together in Wellington?",
    intent: "legal-question",
  },
  {
    message: "Is a widow entitled to remain in the matrimonial home under customary law, sir? My grandfather wishes to know for his late brother's wife.",
    intent: "legal-question",
  },
  {
    message: "am I liable if my apprentice gets injured in the shop",
    intent: "legal-question",
  },
  {
    message: "Can a minority shareholder block the sale of the company's main asset?",
    intent: "legal-question",
  },
  {
    message: "what will the court give me for unfair dismissal after 12 years of service",
    intent: "legal-question",
  },
  {
    message: "mi papa bin gi mi di lan bifo i dai, mi anti dem se nor, udat get am na law?",
    intent: "legal-question",
  },
  {
    message: "if I divorce in Nigeria, is it recognised here in Salone? my wife lives in Freetown",
    intent: "legal-question",
  },
  {
    message: "do u think i can get custody if i work nights? my ex says no judge will give me the kids",
    intent: "legal-question",
  },
  {
    message: "is it allowed for the port authority to auction my container after only 21 days",
    intent: "legal-question",
  },
  {
    message: "Could the firm tell me if the parish may be held responsible for an accident on church grounds during a youth programme?",
    intent: "legal-question",
  },
  // ── off-topic ──
  {
    message: "how much bag of rice cost for Port Loko market now",
    intent: "off-topic",
  },
  {
    message: "Recommend a good textbook on jurisprudence for a second-year student?",
    intent: "off-topic",
  },
  {
    message: "what time does the Kissy Street branch of Rokel Bank close on Saturdays",
    intent: "off-topic",
  },
  {
    message: "write me a love message for my gyal pls make e sweet",
    intent: "off-topic",
  },
  { message: "best shoes to stand in for 12 hr shift", intent: "off-topic" },
  {
    message: "My granddaughter says this machine knows everything, so tell me, when will the rains stop this year in Port Loko?",
    intent: "off-topic",
  },
  {
    message: "how I go take ship go Banjul from Freetown, wetin be di price",
    intent: "off-topic",
  },
  {
    message: "Kindly compose a short sermon on forgiveness for Sunday's service.",
    intent: "off-topic",
  },
  {
    message: "who won the court case between Messi and the tax people in Spain",
    intent: "off-topic",
  },
  { message: "price of half town lot for Waterloo now", intent: "off-topic" },
  { message: "how to fix wifi router keeps dropping", intent: "off-topic" },
  {
    message: "which judge on that TV show is the funniest",
    intent: "off-topic",
  },
  {
    message: "where can I buy cassava seedlings in Port Loko",
    intent: "off-topic",
  },
  {
    message: "what's the cheapest container shipping rate from Beirut to Freetown this month",
    intent: "off-topic",
  },
  { message: "tell me a joke about lawyers lol", intent: "off-topic" },
  {
    message: "wetin be di score for Leone Stars match yesterday",
    intent: "off-topic",
  },
  {
    message: "Please draft a wedding programme for our parish marriage ceremony next month, with hymns.",
    intent: "off-topic",
  },
  {
    message: "summarise the plot of To Kill a Mockingbird for my essay",
    intent: "off-topic",
  },
  {
    message: "how do i get to Connaught hospital from Lumley by keke",
    intent: "off-topic",
  },
  {
    message: "whats the dose of paracetamol for a 6 yr old",
    intent: "off-topic",
  },
  { message: "which family planning method is best", intent: "off-topic" },
  {
    message: "Do you know what time the passport office at Rawdon Street opens?",
    intent: "off-topic",
  },
  {
    message: "make una recommend good suya spot for Wilkinson Road",
    intent: "off-topic",
  },
  {
    message: "how much fees for Fourah Bay College first year",
    intent: "off-topic",
  },
  {
    message: "translate 'good morning my friend' into Temne",
    intent: "off-topic",
  },
  {
    message: "Give me 10 MCQs on contract law to practise for my exam",
    intent: "off-topic",
  },
  {
    message: "what is the exchange rate for dollar to leones today",
    intent: "off-topic",
  },
  {
    message: "Please help me write a speech for my grandson's wedding, I want to thank the in-laws and tell them about our family history.",
    intent: "off-topic",
  },
  { message: "who be di richest man for Nigeria", intent: "off-topic" },
  {
    message: "wen di ferry to Tagrin dey leave for morning",
    intent: "off-topic",
  },
  { message: "how to start poultry business small scale", intent: "off-topic" },
  { message: "police recruitment 2026 how to apply", intent: "off-topic" },
  { message: "wetin na di capital of Guinea", intent: "off-topic" },
  {
    message: "what colour cloth should the choir wear for the bishop's visit",
    intent: "off-topic",
  },
  {
    message: "bail me out of this maths homework lol wats 15% of 340",
    intent: "off-topic",
  },
  { message: "price of one bag cement for Kissy today", intent: "off-topic" },
  { message: "best phone under 2 million leones", intent: "off-topic" },
  {
    message: "what time does the Immigration office close today",
    intent: "off-topic",
  },
  {
    message: "write a short story about a judge who falls in love",
    intent: "off-topic",
  },
  { message: "how to charge my phone battery faster", intent: "off-topic" },
  { message: "is it going to rain in Freetown tomorrow", intent: "off-topic" },
  { message: "recipe for cassava leaf with palm oil pls", intent: "off-topic" },
  {
    message: "directions to the National Stadium from Kissy",
    intent: "off-topic",
  },
  {
    message: "When is the next ship sailing from Freetown to Conakry and how much is a ticket?",
    intent: "off-topic",
  },
  {
    message: "the will of God, what does the Bible say about it? for our Bible study",
    intent: "off-topic",
  },
  { message: "which fertilizer good for groundnut", intent: "off-topic" },
  {
    message: "How is the moot court competition scored at FBC this year?",
    intent: "off-topic",
  },
  {
    message: "I dey find office space to rent for Wilberforce, how much dem dey charge per month?",
    intent: "off-topic",
  },
  {
    message: "pls suggest names for a girl baby, something with meaning",
    intent: "off-topic",
  },
  {
    message: "who is the current Chief Justice of Nigeria",
    intent: "off-topic",
  },
  { message: "how to remove blood stain from scrubs", intent: "off-topic" },
  {
    message: "Could you list the public holidays in Sierra Leone for next year? The church calendar committee needs them.",
    intent: "off-topic",
  },
  { message: "which bus go Kenema from Freetown cheap", intent: "off-topic" },
  { message: "how many players on a rugby team", intent: "off-topic" },
  { message: "write a poem about my grandmother's farm", intent: "off-topic" },
  // ── area:family ──
  {
    message: "my wife lef me and carry di pikin go Guinea, I want help for get di pikin back",
    intent: "area:family",
  },
  { message: "divorce", intent: "area:family" },
  {
    message: "I need help with a customary marriage dissolution for a client of the legal clinic — does the firm handle that kind of matter?",
    intent: "area:family",
  },
  {
    message: "my husband stopped giving money for the children, I need somebody to help me get maintenance",
    intent: "area:family",
  },
  {
    message: "wan adopt mi sista pikin, hu go ep mi wit di papers",
    intent: "area:family",
  },
  {
    message: "nite shift nurse, ex wont let me see my son on weekends, need help with custody arrangement",
    intent: "area:family",
  },
  {
    message:
      "My grandson is writing for me. My late brother's children are quarrelling over his house and his money in the bank, and as the eldest I want a proper lawyer to help divide the inheritance peacefully.",
    intent: "area:family",
  },
  {
    message: "I wan marry my babe for court here for Freetown, una dey help with marriage registration?",
    intent: "area:family",
  },
  {
    message:
      "Dear Sir/Madam, a couple in our congregation seeks legal assistance with a separation and the arrangements for their three children. Please advise whether the firm undertakes such matters.",
    intent: "area:family",
  },
  { message: "help wit child support", intent: "area:family" },
  {
    message: "my brother passed and we need letters of administration for his estate",
    intent: "area:family",
  },
  {
    message: "i want to divorce my husband but i dont know where to start, he married again without telling me",
    intent: "area:family",
  },
  {
    message: "we be foreigners, wan adopt small pikin from orphanage for Bo",
    intent: "area:family",
  },
  {
    message: "my daughter in law has taken the grandchildren to her people in Kambia and won't let my son see them. We want a lawyer for custody.",
    intent: "area:family",
  },
  {
    message: "mi mami don dai, mi uncle dem don tek ol in tin dem, a wan lawyer fo di inheritance",
    intent: "area:family",
  },
  {
    message: "looking for family lawyer to help with a prenup before my wedding",
    intent: "area:family",
  },
  { message: "DIVORCE PAPERS HELP", intent: "area:family" },
  // ── area:business ──
  {
    message: "I want to register a new company for my electronics shop on Kissy Street, can you handle the registration with OARG?",
    intent: "area:business",
  },
  {
    message: "me and my padi wan open business together, we need partnership paper",
    intent: "area:business",
  },
  {
    message: "Need assistance with shareholder agreement and corporate governance for a family trading company",
    intent: "area:business",
  },
  {
    message: "how do i get business licence for a small pharmacy, need help",
    intent: "area:business",
  },
  {
    message: "The church runs a small bookshop and we would like to register it properly as a business. Kindly assist.",
    intent: "area:business",
  },
  {
    message: "A wan opin mi yon shop, hu go ep mi rejista am",
    intent: "area:business",
  },
  {
    message: "our bank loan restructuring needs a lawyer to look at the facility letter",
    intent: "area:business",
  },
  { message: "company registration", intent: "area:business" },
  {
    message:
      "My grandfather's rice mill in Port Loko has been running for years without papers; the grandchildren want it registered as a proper company so it can continue after him.",
    intent: "area:business",
  },
  {
    message: "abeg I need person wey sabi business law, I wan set up import company for Freetown as Nigerian",
    intent: "area:business",
  },
  {
    message: "we r 3 nurses wanting to start a private clinic, need help with company setup n licences",
    intent: "area:business",
  },
  {
    message: "I need help changing the directors of my company after my partner left",
    intent: "area:business",
  },
  {
    message: "for my moot court team we need a firm that does banking and finance, do you do that? (asking for an internship)",
    intent: "area:business",
  },
  {
    message: "merger of two small transport companies, need legal advice on the process",
    intent: "area:business",
  },
  {
    message: "wan do annual returns for mi kompni, dem se a late",
    intent: "area:business",
  },
  {
    message: "we need a lawyer to draft the company's board resolutions and bylaws",
    intent: "area:business",
  },
  {
    message: "microfinance loan documents for my women's group, need help understanding and registering",
    intent: "area:business",
  },
  // ── area:shipping ──
  {
    message: "My container of goods from Beirut has been stuck at Queen Elizabeth II Quay for three weeks; I need a lawyer to deal with the port and customs.",
    intent: "area:shipping",
  },
  { message: "cargo damage", intent: "area:shipping" },
  {
    message: "di ship people lose my goods, two container of clothes, I need lawyer",
    intent: "area:shipping",
  },
  {
    message: "We have a maritime claim concerning a fishing vessel that collided with our boat near Tombo. Please advise if the firm handles such claims.",
    intent: "area:shipping",
  },
  {
    message: "customs seize my car for port say di papers nor complete, help me",
    intent: "area:shipping",
  },
  {
    message: "freight forwarder disappeared with my money and my shipment",
    intent: "area:shipping",
  },
  {
    message:
      "My son sends things from England in a barrel by ship and this time the barrel came opened and half empty. He says we need a lawyer for the shipping company. Can your people help an old man with this?",
    intent: "area:shipping",
  },
  {
    message: "demurrage charges on my containers too high, need someone to fight it",
    intent: "area:shipping",
  },
  {
    message: "a wan lawyer fo mi bot we dem seize na sea",
    intent: "area:shipping",
  },
  {
    message:
      "The Diocese received donated medical equipment by sea which has been held at the port for clearance for two months. We seek assistance with the port authorities.",
    intent: "area:shipping",
  },
  {
    message: "ship arrest - our vessel detained for debt claimed by a supplier",
    intent: "area:shipping",
  },
  {
    message: "bill of lading problem: consignee name wrong, goods wont be released",
    intent: "area:shipping",
  },
  { message: "maritime law help pls", intent: "area:shipping" },
  {
    message: "my goods for container spoil because dem off di reefer, who I go meet",
    intent: "area:shipping",
  },
  {
    message: "Looking for help with a charter party dispute for a thesis case study, do you take shipping cases?",
    intent: "area:shipping",
  },
  {
    message: "we ship palm oil out from Freetown, the buyer rejects the cargo at destination, need shipping lawyer",
    intent: "area:shipping",
  },
  {
    message: "hospital donation container stuck at port, boss asked me to find shipping lawyer",
    intent: "area:shipping",
  },
  // ── area:land ──
  {
    message: "sombodi build os pan mi lan na Port Loko wen a nor de",
    intent: "area:land",
  },
  {
    message: "I want to buy land in Waterloo and need someone to check the title deed and conveyance",
    intent: "area:land",
  },
  {
    message: "my tenant no pay rent for one year and e nor wan comot",
    intent: "area:land",
  },
  {
    message: "boundary dispute with neighbour in Goderich, he moved the pillars",
    intent: "area:land",
  },
  {
    message:
      "My late father left family land in Kono which my cousins are now selling in pieces. I am too old to run up and down; my grandson says your firm does land matters.",
    intent: "area:land",
  },
  {
    message: "The church wishes to acquire a plot adjacent to our chapel at Kissy. Kindly assist with the survey and conveyancing.",
    intent: "area:land",
  },
  {
    message: "landlord wahala, he want increase rent double and threaten me",
    intent: "area:land",
  },
  { message: "land matter", intent: "area:land" },
  {
    message: "2 ppl claim same plot i bought in Lumley, both hav papers, need help",
    intent: "area:land",
  },
  {
    message: "I am selling my house in Wilberforce and need a lawyer to prepare the deed of conveyance",
    intent: "area:land",
  },
  {
    message: "wan lawyer fo di lan palava wit chief na mi village",
    intent: "area:land",
  },
  {
    message: "I bought land from a man in Tombo, now the Ministry says it is state land. I need help.",
    intent: "area:land",
  },
  {
    message: "need help registering my title deed at lands ministry",
    intent: "area:land",
  },
  {
    message: "my shop landlord locked the shop and kept my goods inside because of rent arrears, I need help",
    intent: "area:land",
  },
  {
    message: "For a research project I'm looking at land title registration — but also my aunt needs a land lawyer for her plot in Bo. Do you do that?",
    intent: "area:land",
  },
  {
    message: "dem say my os na government lan, dem go broke am, abeg ep",
    intent: "area:land",
  },
  {
    message: "lease agreement for farmland for rice, need lawyer to write it",
    intent: "area:land",
  },
  // ── area:arbitration ──
  {
    message: "me and my supplier want to settle our dispute without going to court, can you arrange mediation?",
    intent: "area:arbitration",
  },
  {
    message: "we need a neutral mediator between the two families over the dowry money",
    intent: "area:arbitration",
  },
  { message: "arbitration", intent: "area:arbitration" },
  {
    message: "Our contract has an arbitration clause and the other side has now triggered it. We need representation in the arbitral proceedings.",
    intent: "area:arbitration",
  },
  {
    message: "mi an mi padi wan setul wi bizness palava kwayet, nor court",
    intent: "area:arbitration",
  },
  {
    message:
      "two elders of the church are in a financial dispute and the council would prefer a mediated settlement rather than litigation. Kindly advise on your mediation services.",
    intent: "area:arbitration",
  },
  {
    message: "abeg una get person wey fit settle matter between me and my Lebanese landlord for business side, no court",
    intent: "area:arbitration",
  },
  {
    message:
      "I am an old man and I do not want my sons to take each other to court over the shop. Is there someone in your office who can sit with them and help them agree, like the elders used to do?",
    intent: "area:arbitration",
  },
  {
    message: "nursing union and hospital management want a mediator for salary talks",
    intent: "area:arbitration",
  },
  {
    message: "dispute with a contractor over unfinished building, we both want to use arbitration",
    intent: "area:arbitration",
  },
  {
    message: "Do you handle ADR? A commercial dispute between two distributors",
    intent: "area:arbitration",
  },
  {
    message: "settle out of court wit my business partner pls",
    intent: "area:arbitration",
  },
  {
    message: "need arbitrator for a mining company vs community compensation dispute",
    intent: "area:arbitration",
  },
  {
    message: "we dey find mediation for di palaver between our two companies, we no want long court case",
    intent: "area:arbitration",
  },
  {
    message: "enforcement of a foreign arbitral award here, who handles that in your firm area?",
    intent: "area:arbitration",
  },
  {
    message: "commercial mediation service for a dispute over a fuel supply contract",
    intent: "area:arbitration",
  },
  {
    message: "help us negotiate peacefully with the other shop owners about the shared wall, we want a neutral person",
    intent: "area:arbitration",
  },
  // ── area:contract ──
  {
    message: "my boss sack me after 6 years no notice no pay, i need help",
    intent: "area:contract",
  },
  { message: "unpaid wages", intent: "area:contract" },
  {
    message: "Our supplier in Guangzhou breached the distribution agreement; we need a contract lawyer to recover the deposit.",
    intent: "area:contract",
  },
  {
    message: "di man take my goods on credit since March, e nor pay, we sign paper",
    intent: "area:contract",
  },
  {
    message: "hospital owes us 4 months salary, we are a group of nurses, need lawyer",
    intent: "area:contract",
  },
  {
    message: "need someone to review my employment contract b4 i sign with NGO",
    intent: "area:contract",
  },
  {
    message: "wok dem drive mi bifo mi kontrak dun, dem nor pe mi",
    intent: "area:contract",
  },
  {
    message: "The parish contracted a builder for the new hall, he has collected two instalments and abandoned the work. We require assistance.",
    intent: "area:contract",
  },
  {
    message:
      "My grandson says I must say it short: a trader took my rice harvest promising payment after one month. That was last year. We had a written agreement witnessed by the section chief.",
    intent: "area:contract",
  },
  {
    message: "draft tenancy? no sorry, draft a supply contract between my shop and a distributor",
    intent: "area:contract",
  },
  {
    message: "company refuse to pay my end of service benefit after I resign",
    intent: "area:contract",
  },
  {
    message: "I wan make agreement paper for di keke wey I give driver to work, make e pay me every week",
    intent: "area:contract",
  },
  { message: "wrongful termination help", intent: "area:contract" },
  {
    message: "contractor used bad materials, wall cracked, contract says 1 yr warranty",
    intent: "area:contract",
  },
  {
    message: "customer owes my shop 85 million leones under a credit agreement and keeps promising",
    intent: "area:contract",
  },
  {
    message: "Looking for an employment lawyer, I was demoted after reporting harassment",
    intent: "area:contract",
  },
  {
    message: "need help wit service agreement for my cleaning company n a big hotel",
    intent: "area:contract",
  },
  // ── area:criminal ──
  {
    message: "police gi mi invitashon leta fo kam station tumara, a nid lawyer fo go wit mi",
    intent: "area:criminal",
  },
  {
    message: "I have been charged with fraud and my court date is next week, I need a criminal lawyer",
    intent: "area:criminal",
  },
  { message: "criminal defence", intent: "area:criminal" },
  {
    message: "my son got bail last week but the case continues, we need a lawyer to defend him at magistrate court",
    intent: "area:criminal",
  },
  {
    message: "dem accuse me say I thief for my work place, police invite me, abeg I need help",
    intent: "area:criminal",
  },
  {
    message: "a patient's relative has accused me of negligence and reported to police, I've been summoned for statement",
    intent: "area:criminal",
  },
  {
    message:
      "My grandson has been released on bail after the fight at the football field and must appear in court in Port Loko next month. We are looking for a lawyer to stand for him.",
    intent: "area:criminal",
  },
  {
    message: "The church's former treasurer has been accused of misappropriation and summoned by the ACC. He seeks representation.",
    intent: "area:criminal",
  },
  {
    message: "someone falsely accused me of cyber bullying, police say I should report monday",
    intent: "area:criminal",
  },
  {
    message: "human rights violation by police officers, they beat me last month, I want to take action",
    intent: "area:criminal",
  },
  { message: "a get kot kes fo fet, wan lawyer", intent: "area:criminal" },
  {
    message: "need help with bail application for my brother who is charged to court, trial date set",
    intent: "area:criminal",
  },
  {
    message: "my shop was searched and they charged me with selling expired goods, hearing in 2 weeks",
    intent: "area:criminal",
  },
  {
    message: "For my clinic placement, do you take legal aid criminal defence cases? a client of ours is charged with larceny",
    intent: "area:criminal",
  },
  {
    message: "dem summon me for court say I defame person for Facebook",
    intent: "area:criminal",
  },
  {
    message: "i need criminal lawyer urgently for my trial on friday, drug charge",
    intent: "area:criminal",
  },
  {
    message: "appeal against conviction of my cousin, he was sentenced last month",
    intent: "area:criminal",
  },
  // ── knowledge:Fees ──
  {
    message: "how much una dey charge for land case",
    intent: "knowledge:Fees",
    also: ["area:land"],
  },
  {
    message: "Is there a fee for the first consultation, and can it be paid in instalments?",
    intent: "knowledge:Fees",
  },
  {
    message: "mi nor get moni, una de ep pipul fri?",
    intent: "knowledge:Fees",
  },
  {
    message: "wat r ur consultation fees, i get paid end of month",
    intent: "knowledge:Fees",
  },
  {
    message:
      "My grandson has helped me save for this. Before I come all the way from Port Loko, I must know how much the lawyer will ask, because I am a farmer and the harvest was poor this year.",
    intent: "knowledge:Fees",
  },
  {
    message: "Do you offer legal aid or pro bono for students who cannot afford representation?",
    intent: "knowledge:Fees",
  },
  {
    message: "what is your billing structure for corporate retainer, monthly or hourly?",
    intent: "knowledge:Fees",
  },
  {
    message: "Kindly furnish us with your scale of charges for a charitable organisation, as our budget is modest.",
    intent: "knowledge:Fees",
  },
  {
    message: "oga abeg how much una dey collect to see lawyer",
    intent: "knowledge:Fees",
  },
  { message: "can i pay with orange money", intent: "knowledge:Fees" },
  {
    message:
      "Long story: my brother and I quarrelled about our father's goods shop, then he went to Guinea, then came back with a new wife, and now he says the shop is his. Before anything, tell me only the cost of your lawyers.",
    intent: "knowledge:Fees",
  },
  { message: "fees?", intent: "knowledge:Fees" },
  // ── knowledge:Languages spoken ──
  {
    message: "una lawyer dem sabi Temne? mi English nor too good",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "Do any of the attorneys conduct consultations in French? I have a Guinean client.",
    intent: "knowledge:Languages spoken",
  },
  {
    message:
      "my grandfather speaks only Temne and small Krio; he is asking if there will be someone who understands him when he comes, otherwise we must bring an interpreter from the village",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "can I talk Krio with di lawyer",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "do u hav mende speakers, my mum only speaks mende",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "I speak Arabic and English, my father mostly Arabic. Any Arabic-speaking lawyer or interpreter?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "una dey speak pidgin for there?",
    intent: "knowledge:Languages spoken",
  },
  {
    message: "We should be grateful to know whether an interpreter can be provided for members of our congregation who speak Limba.",
    intent: "knowledge:Languages spoken",
  },
  // ── knowledge:Parking ──
  {
    message: "is there parking near your office, I'll be driving from Lumley",
    intent: "knowledge:Parking",
  },
  {
    message: "where a go pak mi motoka wen a kam",
    intent: "knowledge:Parking",
  },
  {
    message: "The Bishop will be driven to the meeting. Kindly advise whether there is a safe place for the vehicle near your chambers.",
    intent: "knowledge:Parking",
  },
  {
    message: "I will bring my delivery van, can I leave it somewhere close to Siaka Stevens Street?",
    intent: "knowledge:Parking",
  },
  {
    message: "my son will drive me in his car because my legs are weak now; he asks where he can keep the car while we are inside with the lawyer",
    intent: "knowledge:Parking",
  },
  { message: "car park?", intent: "knowledge:Parking" },
  {
    message: "wey I fit park my jeep when I come una office",
    intent: "knowledge:Parking",
  },
  // ── knowledge:What to bring ──
  {
    message: "wetin a fo bring wen a de kam fo di lan case",
    intent: "knowledge:What to bring",
    also: ["area:land"],
  },
  {
    message: "which documents should I prepare for the first meeting about my dismissal",
    intent: "knowledge:What to bring",
  },
  {
    message: "I'm coming about my late husband's estate. Do I bring the death certificate and the marriage certificate, or what else?",
    intent: "knowledge:What to bring",
  },
  {
    message: "wat papers 2 bring 4 consultation",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "My grandfather has a box of old papers, receipts from 1978, a survey plan, letters from the chief. He wants to know which of them he should carry to your office and which to leave.",
    intent: "knowledge:What to bring",
  },
  {
    message: "For our appointment regarding the church property, kindly indicate the documents we are expected to present.",
    intent: "knowledge:What to bring",
  },
  {
    message: "do I need to bring my ID card and the container papers?",
    intent: "knowledge:What to bring",
  },
  {
    message: "abeg wetin I suppose carry come for meeting, passport?",
    intent: "knowledge:What to bring",
  },
  {
    message: "should i bring my company registration certificate and bank statements to the consultation",
    intent: "knowledge:What to bring",
  },
  // ── booking ──
  { message: "a wan si lawyer pan Monday fo mi lan", intent: "booking" },
  {
    message: "Could I book a consultation with Mr. Conteh for Thursday afternoon regarding a title question?",
    intent: "booking",
  },
  {
    message: "I'd like an appointment with Ms Isatu Bangura next week about my stuck containers",
    intent: "booking",
  },
  {
    message: "abeg make I book appointment with one lawyer for Tuesday",
    intent: "booking",
  },
  {
    message: "can i c a lawyer on wednesday after my night shift, like 10am?",
    intent: "booking",
  },
  {
    message:
      "My grandson will bring me to Freetown on the first Friday of next month, after I sell some of the cassava. Please write down that I want to sit with a lawyer that day about my brother's children and the farm.",
    intent: "booking",
  },
  {
    message:
      "We respectfully request an appointment with Mrs. Fatmata Kamara at her earliest convenience to discuss a matrimonial matter concerning a parishioner.",
    intent: "booking",
  },
  { message: "book me for consultation", intent: "booking" },
  {
    message: "I wan meet Barrister Jalloh for my matter, which day e dey free?",
    intent: "booking",
  },
  {
    message: "set up meeting with a business lawyer tomorrow morning, I'm on Kissy Street, can come anytime",
    intent: "booking",
  },
  {
    message: "how do i schedule a meeting with someone from the firm for my thesis interview? actually I also have a land issue I want to discuss in person",
    intent: "booking",
  },
  { message: "yo fit gi mi apointment fo tide?", intent: "booking" },
  {
    message: "pls i need to talk to christiana thomas abt my contract, any slot friday?",
    intent: "booking",
  },
  {
    message: "Please arrange a consultation for the church council with Ms Hawa Turay regarding the will of our late elder.",
    intent: "booking",
  },
  {
    message: "I want to see Mr Sesay about my company next Monday 2pm",
    intent: "booking",
  },
  {
    message: "can I come in today to talk with a lawyer, I'm close by",
    intent: "booking",
  },
  {
    message: "make una fix appointment for me and my wife, family matter, anytime next week",
    intent: "booking",
  },
  {
    message: "reserve a time wit Adama Koroma pls, mediation for me n my partner",
    intent: "booking",
  },
  {
    message:
      "My grandfather would like to meet the land lawyer, the one your website calls Mohamed, on a Tuesday because that is when the lorry comes to Freetown.",
    intent: "booking",
  },
  {
    message: "Register me for a video call consultation with a criminal lawyer this week pls",
    intent: "booking",
  },
  // ── team ──
  { message: "who are the lawyers in your chambers", intent: "team" },
  { message: "hu na di lawyer dem we de wok de?", intent: "team" },
  {
    message: "Could you provide a list of your attorneys and their areas of specialisation? It's for a class assignment on Sierra Leonean firms.",
    intent: "team",
  },
  { message: "how many lawyers una get for there", intent: "team" },
  {
    message: "Kindly let us know the names of the counsel in your firm so that the council may choose one.",
    intent: "team",
  },
  {
    message: "my grandson asks who is working in this office, are they old lawyers with experience or young ones",
    intent: "team",
  },
  { message: "list of staff pls", intent: "team" },
  { message: "do you have any female lawyers on your team", intent: "team" },
  {
    message: "who be una lawyer wey dey handle shipping and who dey do land?",
    intent: "team",
  },
  { message: "meet the team?", intent: "team" },
  // ── attorneys by name ──
  {
    message: "is Ibrahim Jalloh a criminal lawyer? people told me about him",
    intent: "attorney:Ibrahim Jalloh",
  },
  {
    message: "Tell me about Fatmata Kamara's experience in custody matters",
    intent: "attorney:Fatmata Kamara",
  },
  {
    message: "who is Abdul Rahman Sesay? does he do company work",
    intent: "attorney:Abdul Rahman Sesay",
  },
  {
    message: "Isatu Bangura stil de wok de?",
    intent: "attorney:Isatu Bangura",
  },
  {
    message: "My late friend's son spoke well of a Mr. Mohamed Conteh in your office. Is he the one who knows about land in the provinces?",
    intent: "attorney:Mohamed Conteh",
  },
  {
    message: "What is Adama Koroma's background as a mediator? Is she accredited?",
    intent: "attorney:Adama Koroma",
  },
  {
    message: "christiana thomas employment lawyer?",
    intent: "attorney:Christiana Thomas",
  },
  {
    message: "Hawa Turay na di woman wey dey do will matter abi?",
    intent: "attorney:Hawa Turay",
  },
  {
    message: "We have heard good reports of Counsel Hawa Turay. Kindly share her qualifications and years at the bar.",
    intent: "attorney:Hawa Turay",
  },
  {
    message: "abt mr jalloh, hw long he dey practice",
    intent: "attorney:Ibrahim Jalloh",
  },
  // ── hours ──
  { message: "una open Satide?", intent: "hours" },
  {
    message: "what time do you close today? i finish shift at 4",
    intent: "hours",
  },
  {
    message: "Kindly state your office hours, including whether you are open during the lunch period.",
    intent: "hours",
  },
  { message: "office open now?", intent: "hours" },
  { message: "wetin time una dey open for morning", intent: "hours" },
  {
    message: "My grandson says the lorry reaches Freetown around eight in the morning. Will your office be open by then, or must I wait somewhere?",
    intent: "hours",
  },
  { message: "are you working on sunday", intent: "hours" },
  {
    message: "are you open during public holidays like Independence Day?",
    intent: "hours",
  },
  { message: "till wat time una de wok", intent: "hours" },
  {
    message: "what days are you open and where exactly is the office?",
    intent: "hours",
    also: ["address"],
  },
  // ── address ──
  { message: "weti na una adres", intent: "address" },
  {
    message: "Where is your office located? I'm coming from Kissy by keke.",
    intent: "address",
  },
  {
    message: "how do I get to Kamara Chambers from the Cotton Tree",
    intent: "address",
  },
  {
    message: "My grandfather knows Freetown from long ago only. Is your office near the old Law Courts building or near PZ, so the driver can find it?",
    intent: "address",
  },
  {
    message: "Please furnish us with the full postal and physical address of the chambers.",
    intent: "address",
  },
  { message: "wia una de", intent: "address" },
  {
    message: "which street is una office, I dey come from Congo Cross",
    intent: "address",
  },
  { message: "location pls, google maps link?", intent: "address" },
  // ── phone ──
  { message: "una number", intent: "phone" },
  { message: "can I call you? what number", intent: "phone" },
  {
    message: "Kindly provide a telephone number on which the secretary may reach your office.",
    intent: "phone",
  },
  {
    message: "my grandson wants to save your number in my phone so I can call when I need, please give it",
    intent: "phone",
  },
  { message: "do u have whatsapp number", intent: "phone" },
  { message: "abeg send me una phone make I call", intent: "phone" },
  // ── email ──
  { message: "wat is ur email", intent: "email" },
  {
    message: "To which email address should we forward the church's correspondence?",
    intent: "email",
  },
  {
    message: "can I send my documents by email? which address",
    intent: "email",
  },
  { message: "una get email?", intent: "email" },
  { message: "email for consultations?", intent: "email" },
  // ── contact ──
  { message: "how a go kontak una", intent: "contact" },
  {
    message: "What is the best way to reach someone at the firm?",
    intent: "contact",
  },
  {
    message: "Kindly advise the most suitable channel for contacting the chambers.",
    intent: "contact",
  },
  { message: "contact details", intent: "contact" },
  {
    message: "how I fit reach una if network no good for my side",
    intent: "contact",
  },
  {
    message: "how can my grandfather get in touch with you from the village when he has a problem",
    intent: "contact",
  },
  // ── services ──
  { message: "wetin una dey do for dat office", intent: "services" },
  {
    message: "What areas of law does Kamara Chambers practise in?",
    intent: "services",
  },
  { message: "do u do all kinds of cases or only some", intent: "services" },
  {
    message: "Kindly outline the range of legal services offered by the firm.",
    intent: "services",
  },
  { message: "wetin kain kes una de tek", intent: "services" },
  {
    message: "My grandson says you are lawyers. What kind of matters do you help people with? I have many troubles, so I want to know what you do.",
    intent: "services",
  },
  { message: "services list", intent: "services" },
  {
    message: "which practice areas do you cover? for my internship application",
    intent: "services",
  },
  // ── greeting / thanks / goodbye / unknown ──
  { message: "kushe o", intent: "greeting" },
  { message: "Good morning to you all at the chambers", intent: "greeting" },
  { message: "tenki ya", intent: "thanks" },
  {
    message: "Thank you kindly for the information, it is much appreciated.",
    intent: "thanks",
  },
  { message: "ok tenki bye bye", intent: "goodbye" },
  { message: "alright, see you later", intent: "goodbye" },
  { message: "umm so", intent: "unknown" },
];
